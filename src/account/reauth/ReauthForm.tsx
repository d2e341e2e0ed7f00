import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldRefusals } from '../../common/factor/useFieldRefusals';
import { CodeField } from '../../common/factor/CodeField';
import { codeProblem, codeToSend } from '../../common/factor/codeFormat';
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
  const titleId = useId();
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
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText>{t(useCode ? 'code_text' : 'password_text')}</DialogContentText>
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
          {canUseCode && (
            <Link component="button" type="button" variant="body2" onClick={switchProof}>
              {t(useCode ? 'use_password' : 'use_code')}
            </Link>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
