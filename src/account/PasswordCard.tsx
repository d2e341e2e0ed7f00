import { useEffect, useRef, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate, type Validator } from 'react-admin';
import { PASSWORD } from '../../domain/fields';
import { errorMessage, fieldErrorsOf } from '../common/errorMessage';
import { SectionCard } from '../common/sections';
import { notEmpty, passwordRules } from '../common/validators';
import { AccountErrorSummary } from './AccountErrorSummary';
import { ReauthCancelled } from '../providers/http';
import { useAccountApi } from './accountApi';
import { useRefreshSessions } from './useAccount';

interface PasswordValues {
  current_password: string;
  password: string;
  confirm: string;
}

/** Each field's label, for the field and the summary of what to fix. */
const LABELS: Record<keyof PasswordValues, string> = {
  current_password: 'app.account.password.current',
  password: 'app.account.password.new',
  confirm: 'app.account.password.confirm',
};

const EMPTY: PasswordValues = { current_password: '', password: '', confirm: '' };

const matchesPassword: Validator = (value, values) => (value && value !== values.password ? 'app.account.password.mismatch' : undefined);

/**
 * Changing one's password (ASVS 6.2.3: the current one is asked; 7.4.3: the other sessions end,
 * which it then says). The rule is shown before typing; what the server refuses (a wrong current
 * password, a common one) shows under its field. Each field has react-admin's button that shows
 * what was typed (under MUI 9 its ResettableTextField hands the button over in slotProps.input).
 */
export const PasswordCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshSessions = useRefreshSessions();
  const { changePassword } = useAccountApi();
  const [ended, setEnded] = useState<number | null>(null);
  // A new form after each change, so the passwords typed do not linger in the page.
  const [changed, setChanged] = useState(0);
  const notice = useRef<HTMLDivElement>(null);
  // The form just emptied took the focus with it: the notice gets it, and is read out.
  useEffect(() => {
    if (changed > 0) notice.current?.focus();
  }, [changed]);

  const submit = async ({ current_password, password }: Partial<PasswordValues>) => {
    setEnded(null);
    try {
      const answer = await changePassword(current_password ?? '', password ?? '');
      setEnded(answer?.ended ?? 0);
      setChanged((count) => count + 1);
      void refreshSessions();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      if (error instanceof ReauthCancelled) return undefined;
      notify('app.account.password.error', { type: 'error', messageArgs: { error: errorMessage(error) } });
      return undefined;
    }
  };

  return (
    <SectionCard title="app.account.password.title">
      {ended !== null && (
        <Alert ref={notice} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {ended > 0 ? translate('app.account.password.others_ended', { smart_count: ended }) : translate('app.account.password.changed')}
        </Alert>
      )}
      <Form key={changed} defaultValues={EMPTY} onSubmit={submit} noValidate shouldFocusError={false} disableInvalidFormNotification>
        <Stack sx={{ alignItems: 'stretch' }}>
          <AccountErrorSummary labels={LABELS} />
          <PasswordInput
            source="current_password"
            label={LABELS.current_password}
            autoComplete="current-password"
            validate={notEmpty()}
            fullWidth
          />
          <PasswordInput
            source="password"
            label={LABELS.password}
            autoComplete="new-password"
            validate={passwordRules()}
            helperText={translate('app.account.password.rule', { min: PASSWORD.min, max: PASSWORD.max })}
            fullWidth
          />
          <PasswordInput
            source="confirm"
            label={LABELS.confirm}
            autoComplete="new-password"
            validate={[notEmpty(), matchesPassword]}
            fullWidth
          />
          <div>
            <SaveButton label="app.account.password.submit" alwaysEnable />
          </div>
        </Stack>
      </Form>
    </SectionCard>
  );
};
