import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormMessages } from '../form/FormMessages';
import { SubmitButton } from '../form/SubmitButton';
import { CodeField } from './CodeField';
import { codeFailureOf } from './codeErrors';
import { codeProblem, codeToSend } from './codeFormat';
import { QrImage } from './QrImage';
import { SecretText } from './SecretText';
import { useCodeInput } from './useCodeInput';

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
  /** Beside the confirm button (e.g. a dialog's Cancel). */
  actions?: ReactNode;
}

/**
 * Turning a factor on: the QR code, the key to type by hand, a link that opens the app on this
 * phone, and the first code, which proves the app holds the secret. Its own form; the code field
 * takes the focus when shown.
 */
export const FactorSetup = ({ setup, onConfirm, actions }: FactorSetupProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const { code, field, error, refuse, clear } = useCodeInput();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, 'totp');
    if (problem) return refuse(translate(problem), null);
    clear();
    setBusy(true);
    try {
      await onConfirm(codeToSend(code, 'totp'));
    } catch (e) {
      const failure = codeFailureOf(e);
      refuse(failure.field ?? null, failure.general ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('app.second_factor.setup_title')}>
      <FormMessages error={error} />
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
      <CodeField {...field} autoFocus />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
        {actions}
        <SubmitButton loading={busy} fullWidth={false}>
          {translate(busy ? 'app.second_factor.confirming' : 'app.second_factor.confirm')}
        </SubmitButton>
      </Box>
    </Box>
  );
};
