import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodeField } from './CodeField';
import { codeFailureOf } from './codeErrors';
import { codeProblem, codeToSend } from './codeFormat';
import { QrImage } from './QrImage';
import { SecretText } from './SecretText';

/** What a setup call answers (auth/login/setup/, auth/account/second_factor/setup/). */
export interface FactorSetupData {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

export interface FactorSetupProps {
  setup: FactorSetupData;
  /** Sends the code; a rejection is shown (under the field when it is the code's fault). */
  onConfirm: (code: string) => Promise<void>;
  confirmLabel?: string;
  /** Beside the confirm button (e.g. a dialog's Cancel). */
  actions?: ReactNode;
  /** The code field takes the focus when shown (default). */
  autoFocus?: boolean;
}

/**
 * Turning a factor on: the QR code, the key to type by hand, a link that opens the app on this
 * phone, and the first code, which proves the app holds the secret. Its own form.
 */
export const FactorSetup = ({ setup, onConfirm, confirmLabel, actions, autoFocus = true }: FactorSetupProps) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const fail = (field: string | null, general: string | null) => {
    setFieldError(field);
    setError(general);
    input.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, 'totp');
    if (problem) return fail(translate(problem), null);
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      await onConfirm(codeToSend(code, 'totp'));
    } catch (e) {
      const failure = codeFailureOf(e);
      fail(failure.field ?? null, failure.general ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('app.second_factor.setup_title')}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.second_factor.setup_help')}
      </Typography>
      <QrImage svg={setup.qr_svg} />
      <Box sx={{ textAlign: 'center', my: 1 }}>
        <Link href={setup.otpauth_url} variant="body2">
          {translate('app.second_factor.open_in_app')}
        </Link>
      </Box>
      <SecretText secret={setup.secret} />
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setFieldError(null);
        }}
        error={fieldError}
        autoFocus={autoFocus}
        inputRef={input}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
        {actions}
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {busy ? translate('app.second_factor.confirming') : (confirmLabel ?? translate('app.second_factor.confirm'))}
        </Button>
      </Box>
    </Box>
  );
};
