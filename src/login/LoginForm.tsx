import { FormMessages, type InfoSeverity } from '../common/form/FormMessages';
import { SubmitButton } from '../common/form/SubmitButton';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Checkbox, FormControlLabel, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SecondFactorStep } from '../../domain/secondFactor';
import { lazyNamed } from '../common/lazyNamed';
import { authProvider } from '../providers/authProvider';
import { firstFault, useFieldFaults, type Faults } from './fieldFaults';
import type { SignInResult } from './signInApi';

// The second factor's steps are chunks of their own: most sign-ins never need them (≤ 200 KB before
// signing in). The step's chunk is loaded before it replaces the form (the submit button spins
// meanwhile), so the card never stands empty with the focus lost.
const CodeStep = lazyNamed(() => import('./CodeStep'), 'CodeStep');
const FactorSetupStep = lazyNamed(() => import('./FactorSetupStep'), 'FactorSetupStep');

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

/**
 * Email, password, remember-me; server refusals appear translated above the form. A second
 * factor follows as a step of its own (the code, or setting it up), in place of the form.
 */
export const LoginForm = ({ onForgotPassword, info, infoSeverity = 'success', onSignedIn }: LoginFormProps) => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { setFaults, markOf, clear } = useFieldFaults<Field>();
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [challenge, setChallenge] = useState<{ challenge: string; step: SecondFactorStep } | null>(null);
  // Back from a second-factor step, the password (cleared) takes the focus.
  const backToPassword = useRef(false);
  const passwordInput = inputs.password;
  useEffect(() => {
    if (challenge || !backToPassword.current) return;
    backToPassword.current = false;
    passwordInput.current?.focus();
  }, [challenge, passwordInput]);
  // Stable, so the setup step asks for its secret once per challenge.
  const back = useCallback((message?: string) => {
    backToPassword.current = true;
    setError(message ?? null);
    setChallenge(null);
  }, []);

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
    let result: SignInResult;
    try {
      result = await authProvider.login({ email: email.trim(), password, remember });
    } catch (e) {
      setError((e as Error)?.message || translate('ra.auth.sign_in_error'));
      setLoading(false);
      return;
    }
    if (result.kind === 'challenge') {
      try {
        await (result.step === 'setup' ? FactorSetupStep : CodeStep).preload();
      } catch {
        // No connection for the step's chunk: said as a failed sign-in would be; the password stays to try again.
        setError(translate('app.errors.network'));
        setLoading(false);
        return;
      }
      // The password has done its part: it is not kept while the next step waits.
      setPassword('');
      setChallenge({ challenge: result.challenge, step: result.step });
      setLoading(false);
      return;
    }
    await onSignedIn();
  };

  if (challenge) {
    const Step = challenge.step === 'setup' ? FactorSetupStep : CodeStep;
    return <Step challenge={challenge.challenge} email={email.trim()} remember={remember} onExpired={back} onBack={() => back()} onSignedIn={onSignedIn} />;
  }

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
