import { FormMessages } from '../common/form/FormMessages';
import { SubmitButton } from '../common/form/SubmitButton';
import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Link, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PASSWORD } from '../../domain/fields';
import { errorMessage, fieldErrorsOf } from '../common/errorMessage';
import { firstFault, useFieldFaults, type Faults } from './fieldFaults';
import { resetPassword, sendCode, verifyCode } from './recoveryApi';

export interface PasswordRecoveryProps {
  /** Back to the sign-in form, with a message when the password was changed. */
  onDone: (message?: string) => void;
}

const STEPS = ['step_email', 'step_code', 'step_password'] as const;
type Field = 'email' | 'codigo' | 'contrasena' | 'confirm';
const FIELDS: readonly Field[] = ['email', 'codigo', 'contrasena', 'confirm'];

/** The server's refusal code of a failed call (server/auth/recovery.ts), if it sent one. */
const codeOf = (error: unknown) => (error as { body?: { code?: unknown } })?.body?.code;

/**
 * Three steps (SPEC §2, §7): email → code → new password. Server refusals (code already sent,
 * expired, invalid, unverified, tries exceeded, mail or password error) come back translated
 * from their `code`, and a field the server or the form finds at fault is marked. A code asked
 * for before (a reload, or coming back later) is typed without asking for another: "I already
 * have a code" goes to the code step with the email typed, whatever the server knows of it, so
 * it tells no more than asking does.
 */
export const PasswordRecovery = ({ onDone }: PasswordRecoveryProps) => {
  const translate = useTranslate();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alreadySent, setAlreadySent] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { setFaults, markOf, clear } = useFieldFaults<Field>();
  const inputs = { email: useRef<HTMLInputElement>(null), codigo: useRef<HTMLInputElement>(null), contrasena: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const fail = (message: string, faults: Faults<Field> = {}) => {
    setError(message);
    setFaults(faults);
    const first = firstFault(FIELDS, faults);
    if (first) inputs[first].current?.focus();
  };

  const run = async (action: () => Promise<unknown>, after: () => void) => {
    setError(null);
    setAlreadySent(false);
    setFaults({});
    setInfo(null);
    setLoading(true);
    try {
      await action();
      after();
    } catch (e) {
      const message = errorMessage(e) || translate('ra.notification.http_error');
      setAlreadySent(codeOf(e) === 'code_already_sent');
      fail(message, (fieldErrorsOf(e) ?? {}) as Faults<Field>);
    } finally {
      setLoading(false);
    }
  };

  /** The code step, for a code mailed now or before. */
  const toCodeStep = (message: string | null) => {
    setError(null);
    setAlreadySent(false);
    setFaults({});
    setInfo(message);
    setStep(1);
  };
  const emailMissing = () => {
    if (email.trim()) return false;
    const required = translate('app.auth.email_required');
    fail(required, { email: required });
    return true;
  };
  const haveCode = () => {
    if (!emailMissing()) toCodeStep(null);
  };
  const toEmailStep = () => {
    setError(null);
    setFaults({});
    setInfo(null);
    setCode('');
    setStep(0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) {
      if (emailMissing()) return;
      return run(() => sendCode(email.trim()), () => toCodeStep(translate('app.recovery.code_sent')));
    }
    if (step === 1) {
      const format = translate('app.recovery.code_format');
      if (!/^\d{6}$/.test(code.trim())) return fail(format, { codigo: format });
      return run(() => verifyCode(email.trim(), code.trim()), () => {
        setInfo(translate('app.recovery.code_verified'));
        setStep(2);
      });
    }
    const short = translate('app.recovery.password_too_short', { count: PASSWORD.min });
    if (password.length < PASSWORD.min) return fail(short, { contrasena: short });
    const mismatch = translate('app.recovery.passwords_mismatch');
    if (password !== confirm) return fail(mismatch, { confirm: mismatch });
    return run(() => resetPassword(email.trim(), password, code.trim()), () => onDone(translate('app.recovery.password_changed')));
  };

  const field = (name: Field, value: string, set: (value: string) => void) => ({
    value,
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      clear(name);
    },
    inputRef: inputs[name],
    fullWidth: true,
    margin: 'normal' as const,
    ...markOf(name),
  });
  const buttonKey = ['send_code', 'verify_code', 'change_password'][step];
  const helpKey = ['email_help', 'code_help', 'password_help'][step];
  const haveCodeButton = (
    <Button color="inherit" size="small" onClick={haveCode}>
      {translate('app.recovery.have_code')}
    </Button>
  );

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
      <FormMessages info={info} error={error} errorAction={alreadySent ? haveCodeButton : undefined} />
      <Typography variant="body2" color="text.secondary">
        {translate(`app.recovery.${helpKey}`, { count: PASSWORD.min, max: PASSWORD.max })}
      </Typography>
      {step === 0 && <TextField label={translate('app.auth.email')} type="email" autoComplete="username" autoFocus {...field('email', email, setEmail)} />}
      {step === 1 && (
        <TextField
          label={translate('app.recovery.code')}
          autoFocus
          {...field('codigo', code, setCode)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        />
      )}
      {step === 2 && (
        <>
          <TextField label={translate('app.recovery.new_password')} type="password" autoComplete="new-password" autoFocus {...field('contrasena', password, setPassword)} />
          <TextField label={translate('app.recovery.confirm_password')} type="password" autoComplete="new-password" {...field('confirm', confirm, setConfirm)} />
        </>
      )}
      <SubmitButton loading={loading}>{translate(`app.recovery.${buttonKey}`)}</SubmitButton>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {/* While the "already sent" message offers it, it is offered there only. */}
        {step === 0 && !alreadySent && (
          <Link component="button" type="button" variant="body2" onClick={haveCode}>
            {translate('app.recovery.have_code')}
          </Link>
        )}
        {step === 1 && (
          <Link component="button" type="button" variant="body2" onClick={toEmailStep}>
            {translate('app.recovery.new_code')}
          </Link>
        )}
        <Link component="button" type="button" variant="body2" onClick={() => onDone()}>
          {translate('app.recovery.back_to_login')}
        </Link>
      </Box>
    </Box>
  );
};
