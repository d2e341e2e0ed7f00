import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodeField } from '../../common/factor/CodeField';
import { codeProblem, codeToSend } from '../../common/factor/codeFormat';
import { ProofDialog } from '../../common/factor/ProofDialog';
import { useFieldRefusals } from '../../common/factor/useFieldRefusals';
import { errorMessage, fieldErrorsOf } from '../../common/errorMessage';
import { requestJson, type ReauthInfo } from '../../providers/http';

/** What proves the session's person again: the password, or a code of the authenticator app. */
type ReauthProof = { password: string } | { code: string };

/** POST auth/reauth/: here rather than in accountApi.ts, so this chunk needs none of My account's. */
const reauthenticate = (proof: ReauthProof) => requestJson('auth/reauth/', { method: 'POST', body: proof });

export interface ReauthFormProps {
  request: ReauthInfo;
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Confirme que es usted": the password, or the authenticator app's code when the factor is on,
 * sent to auth/reauth/. The field has the focus; a wrong one shows under it, a wait above it.
 */
export const ReauthForm = ({ request, onConfirmed, onCancel }: ReauthFormProps) => {
  const translate = useTranslate();
  const canUseCode = request.methods.includes('code');
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const { input, fieldError, setFieldError, error, refuse } = useFieldRefusals();
  const t = (key: string) => translate(`app.account.reauth.${key}`);

  const fail = (field: string | null, general: string | null) => {
    setBusy(false);
    refuse(field, general);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = useCode ? codeProblem(value, 'totp') : value ? null : 'app.validation.required';
    if (problem) return fail(translate(problem), null);
    setBusy(true);
    try {
      await reauthenticate(useCode ? { code: codeToSend(value, 'totp') } : { password: value });
      onConfirmed();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const message = fields?.[useCode ? 'code' : 'password'];
      fail(typeof message === 'string' ? message : null, typeof message === 'string' ? null : errorMessage(failure));
    }
  };
  const switchProof = () => {
    setUseCode(!useCode);
    setValue('');
    setFieldError(null);
    // The other field mounts with autoFocus.
  };

  return (
    <ProofDialog
      title={t('title')}
      text={t(useCode ? 'code_text' : 'password_text')}
      error={error}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={translate('ra.action.confirm')}
      switchLabel={canUseCode ? t(useCode ? 'use_password' : 'use_code') : undefined}
      onSwitch={switchProof}
    >
      {useCode ? (
        <CodeField value={value} onChange={setValue} error={fieldError} autoFocus inputRef={input} disabled={busy} />
      ) : (
        <TextField
          label={translate('app.auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!!fieldError}
          helperText={fieldError}
          autoFocus
          inputRef={input}
          disabled={busy}
          fullWidth
          margin="normal"
          slotProps={{ formHelperText: fieldError ? { role: 'alert' } : undefined }}
        />
      )}
    </ProofDialog>
  );
};
