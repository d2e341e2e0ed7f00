import { useMemo, useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { Form, RecordContextProvider, SaveButton, TextInput, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { rolesOf } from '../../domain/roles';
import { errorMessage, fieldErrorsOf } from '../common/errorMessage';
import { PolicyFileInput } from '../common/files/PolicyFileInput';
import { Detail, SectionCard } from '../common/sections';
import { textRules } from '../common/validators';
import { updateSessionName } from '../providers/session';
import { photoFile } from '../users/photo/photoFile';
import { UserPhoto } from '../users/photo/UserPhoto';
import { fullName } from '../users/userName';
import { AccountErrorSummary } from './AccountErrorSummary';
import { ReauthCancelled } from '../providers/http';
import { useAccountApi, type Account, type ProfileChange } from './accountApi';

interface ProfileValues {
  name: string;
  last_name: string;
  foto?: { rawFile?: File } | null;
}

/** Each field's label, for the field and the summary of what to fix. */
const LABELS: Record<keyof ProfileValues, string> = {
  name: 'app.account.profile.name',
  last_name: 'app.account.profile.last_name',
  foto: 'app.account.profile.photo',
};

export interface ProfileCardProps {
  account: Account;
  /** The account as the server answered the save. */
  onSaved: (account: Account) => void;
}

/** What changed of the name fields; nothing for a name typed as it was. */
const changeOf = (account: Account, values: ProfileValues): ProfileChange =>
  Object.fromEntries((['name', 'last_name'] as const).filter((field) => values[field] !== account[field]).map((field) => [field, values[field]]));

/**
 * One's own name, last name and photo (the photo through auth/account/foto_perfil/, which every
 * group may use for itself); the email and groups shown but not editable here (a new email needs
 * a verified-mail flow; groups are an administrator's).
 */
export const ProfileCard = ({ account, onSaved }: ProfileCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { updateProfile, uploadPhoto } = useAccountApi();
  // A new photo may keep its address: the count makes the avatar load it again.
  const [photoVersion, setPhotoVersion] = useState(0);
  const [saves, setSaves] = useState(0);
  const photoRecord = useMemo(
    () => ({ ...account, updated_at: account.imagen ? `${account.imagen}#${photoVersion}` : undefined }),
    [account, photoVersion],
  );

  const submit = async (fields: FieldValues) => {
    const values = fields as ProfileValues;
    let saved = account;
    try {
      const change = changeOf(account, values);
      if (Object.keys(change).length > 0) saved = await updateProfile(change);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      if (error instanceof ReauthCancelled) return undefined;
      notify('app.account.profile.error', { type: 'error', messageArgs: { error: errorMessage(error) } });
      return undefined;
    }
    const file = values.foto?.rawFile;
    let photoFailed = false;
    if (file) {
      try {
        saved = await uploadPhoto(file);
        setPhotoVersion((version) => version + 1);
      } catch (error) {
        photoFailed = true;
        if (!(error instanceof ReauthCancelled)) notify('app.account.profile.photo_error', { type: 'error', messageArgs: { error: errorMessage(error) } });
      }
    }
    onSaved(saved);
    // The menu's name comes from the stored session (SPEC §3 nombre): it follows the saved one.
    updateSessionName(fullName(saved));
    void refetchIdentity?.();
    setSaves((count) => count + 1);
    if (!photoFailed) notify('app.account.profile.saved', { type: 'success' });
    return undefined;
  };

  const roles = rolesOf(account.groups);
  return (
    <SectionCard title="app.account.profile.title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <RecordContextProvider value={photoRecord}>
          <UserPhoto size={96} />
        </RecordContextProvider>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Detail label={translate('app.auth.email')}>{account.email}</Detail>
          <Detail label={translate('app.account.profile.groups')}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {roles.map((role) => (
                <Chip key={role} size="small" label={translate(`app.roles.${role}`)} />
              ))}
            </Box>
          </Detail>
        </Stack>
      </Stack>
      <Form
        key={saves}
        record={{ name: account.name, last_name: account.last_name, foto: null }}
        onSubmit={submit}
        noValidate
        shouldFocusError={false}
        disableInvalidFormNotification
      >
        <Stack sx={{ alignItems: 'stretch' }}>
          <AccountErrorSummary labels={LABELS} />
          <TextInput source="name" label={LABELS.name} autoComplete="given-name" validate={textRules('name', { required: true })} fullWidth />
          <TextInput
            source="last_name"
            label={LABELS.last_name}
            autoComplete="family-name"
            validate={textRules('name', { required: true })}
            fullWidth
          />
          <PolicyFileInput source="foto" label={LABELS.foto} policy={photoFile.policy} image help="app.account.profile.photo_help" />
          <div>
            <SaveButton />
          </div>
        </Stack>
      </Form>
    </SectionCard>
  );
};
