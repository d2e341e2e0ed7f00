import { FormMessages } from './FormMessages';
import { SubmitButton } from './SubmitButton';
import { useState, type FormEvent } from 'react';
import { Box, Link, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PASSWORD } from '../../domain/fields';
import { errorMessage } from '../common/errorMessage';
import { resetPassword, sendCode, verifyCode } from './recoveryApi';

export interface PasswordRecoveryProps {
  /** Back to the sign-in form, with a message when the password was changed. */
  onDone: (message?: string) => void;
}

const STEPS = ['step_email', 'step_code', 'step_password'] as const;

/**
 * Three steps (SPEC §2, §7): email → code → new password. Server refusals (code already sent,
 * expired, invalid, unverified, tries exceeded, mail or password error) come back translated
 * from their `code`.
 */
export const PasswordRecovery = ({ onDone }: PasswordRecoveryProps) => {
  const translate = useTranslate();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const run = async (action: () => Promise<unknown>, after: () => void) => {
    setError(null);
    setInfo(null);
    setLoading(true);
    try {
      await action();
      after();
    } catch (e) {
      setError(errorMessage(e) || translate('ra.notification.http_error'));
    } finally {
      setLoading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) {
      if (!email.trim()) return setError(translate('ra.validation.required'));
      return run(() => sendCode(email.trim()), () => {
        setInfo(translate('app.recovery.code_sent'));
        setStep(1);
      });
    }
    if (step === 1) {
      if (!/^\d{6}$/.test(code.trim())) return setError(translate('app.recovery.code_format'));
      return run(() => verifyCode(email.trim(), code.trim()), () => {
        setInfo(translate('app.recovery.code_verified'));
        setStep(2);
      });
    }
    if (password.length < PASSWORD.min) return setError(translate('app.recovery.password_too_short', { count: PASSWORD.min }));
    if (password !== confirm) return setError(translate('app.recovery.passwords_mismatch'));
    return run(() => resetPassword(email.trim(), password, code.trim()), () => onDone(translate('app.recovery.password_changed')));
  };

  const buttonKey = ['send_code', 'verify_code', 'change_password'][step];
  const helpKey = ['email_help', 'code_help', 'password_help'][step];

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('app.recovery.title')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.recovery.title')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
        {STEPS.map((key) => (
          <Step key={key}>
            <StepLabel>{translate(`app.recovery.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormMessages info={info} error={error} />
      <Typography variant="body2" color="text.secondary">
        {translate(`app.recovery.${helpKey}`, { count: PASSWORD.min })}
      </Typography>
      {step === 0 && (
        <TextField
          label={translate('app.auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          margin="normal"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
      {step === 1 && (
        <TextField
          label={translate('app.recovery.code')}
          autoFocus
          fullWidth
          margin="normal"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        />
      )}
      {step === 2 && (
        <>
          <TextField
            label={translate('app.recovery.new_password')}
            type="password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            margin="normal"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={translate('app.recovery.confirm_password')}
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="normal"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </>
      )}
      <SubmitButton loading={loading}>{translate(`app.recovery.${buttonKey}`)}</SubmitButton>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={() => onDone()}>
          {translate('app.recovery.back_to_login')}
        </Link>
      </Box>
    </Box>
  );
};
