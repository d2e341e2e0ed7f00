import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodeField } from '../common/factor/CodeField';
import { codeFailureOf } from '../common/factor/codeErrors';
import { codeProblem, codeToSend, type CodeKind } from '../common/factor/codeFormat';
import { FormMessages } from './FormMessages';
import { submitCode } from './signInApi';
import { SubmitButton } from './SubmitButton';
import { isChallengeExpired, type SignInStepProps } from './signInStep';

export type CodeStepProps = SignInStepProps;

/**
 * The sign-in's second step when the person's factor is on: the app's 6 digits, or one of the
 * recovery codes; after a recovery code, how many are left before going on.
 */
export const CodeStep = ({ challenge, email, remember, onExpired, onBack, onSignedIn }: CodeStepProps) => {
  const translate = useTranslate();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => input.current?.focus(), [kind]);

  const fail = (field: string | null, general: string | null) => {
    setFieldError(field);
    setError(general);
    setLoading(false);
    input.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, kind);
    if (problem) return fail(translate(problem), null);
    setFieldError(null);
    setError(null);
    setLoading(true);
    let left: number | undefined;
    try {
      left = (await submitCode({ challenge, code: codeToSend(code, kind), email, remember })).recoveryCodesLeft;
    } catch (e) {
      if (isChallengeExpired(e)) return onExpired((e as Error).message);
      const failure = codeFailureOf(e);
      return fail(failure.field ?? null, failure.general ?? null);
    }
    if (left !== undefined) {
      setCodesLeft(left);
      setLoading(false);
      return;
    }
    await onSignedIn();
  };
  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setFieldError(null);
    setError(null);
  };

  const title = translate('app.second_factor.code_title');
  if (codesLeft !== null) {
    return (
      <Box>
        <Alert severity={codesLeft > 2 ? 'info' : 'warning'} role="status" sx={{ mb: 2 }}>
          {translate('app.second_factor.codes_left', { smart_count: codesLeft })} {translate('app.second_factor.codes_left_hint')}
        </Alert>
        <Button
          variant="contained"
          fullWidth
          autoFocus
          disabled={loading}
          onClick={async () => {
            setLoading(true);
            await onSignedIn();
          }}
        >
          {translate(loading ? 'app.auth.signing_in' : 'app.second_factor.continue')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <FormMessages error={error} />
      <CodeField
        kind={kind}
        value={code}
        onChange={(value) => {
          setCode(value);
          setFieldError(null);
        }}
        error={fieldError}
        helperText={translate(kind === 'totp' ? 'app.second_factor.code_help' : 'app.second_factor.recovery_help')}
        inputRef={input}
      />
      <SubmitButton loading={loading}>{translate(loading ? 'app.second_factor.verifying' : 'app.second_factor.verify')}</SubmitButton>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Link component="button" type="button" variant="body2" onClick={switchKind}>
          {translate(kind === 'totp' ? 'app.second_factor.use_recovery' : 'app.second_factor.use_app')}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {translate('app.second_factor.back')}
        </Link>
      </Box>
    </Box>
  );
};
