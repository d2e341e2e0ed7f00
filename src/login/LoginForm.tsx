import { FormMessages, type InfoSeverity } from './FormMessages';
import { SubmitButton } from './SubmitButton';
import { useRef, useState, type FormEvent } from 'react';
import { Box, Checkbox, FormControlLabel, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { firstFault, useFieldFaults, type Faults } from './fieldFaults';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export interface LoginFormProps {
  onForgotPassword: () => void;
  /** A message to show above the form (e.g. after a password change). */
  info?: string;
  infoSeverity?: InfoSeverity;
  /** Runs once the session is stored; the spinner stays until it settles. */
  onSignedIn: () => Promise<void> | void;
}

/** Email, password, remember-me; server refusals appear translated above the form. */
export const LoginForm = ({ onForgotPassword, info, infoSeverity = 'success', onSignedIn }: LoginFormProps) => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { setFaults, markOf, clear } = useFieldFaults<Field>();
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty field is named under itself, and the summary above says why nothing was sent.
    const faults: Faults<Field> = {
      email: email.trim() ? undefined : translate('app.auth.email_required'),
      password: password ? undefined : translate('app.auth.password_required'),
    };
    setFaults(faults);
    const first = firstFault(FIELDS, faults);
    if (first) {
      setError(translate('app.auth.incomplete_credentials'));
      inputs[first].current?.focus();
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await authProvider.login({ email: email.trim(), password, remember });
    } catch (e) {
      setError((e as Error)?.message || translate('ra.auth.sign_in_error'));
      setLoading(false);
      return;
    }
    await onSignedIn();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('app.auth.title')}>
      <FormMessages info={info} error={error} infoSeverity={infoSeverity} />
      <TextField
        label={translate('app.auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        fullWidth
        margin="normal"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
        inputRef={inputs.email}
        disabled={loading}
        {...markOf('email')}
      />
      <TextField
        label={translate('app.auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        fullWidth
        margin="normal"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
        inputRef={inputs.password}
        disabled={loading}
        {...markOf('password')}
      />
      <FormControlLabel
        control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} name="remember" />}
        label={translate('app.auth.remember_me')}
      />
      <SubmitButton loading={loading}>{translate(loading ? 'app.auth.signing_in' : 'app.auth.sign_in')}</SubmitButton>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          {translate('app.auth.forgot_password')}
        </Link>
      </Box>
    </Box>
  );
};
