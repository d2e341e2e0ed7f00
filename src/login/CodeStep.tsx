import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodeField } from '../common/factor/CodeField';
import { codeFailureOf } from '../common/factor/codeErrors';
import { codeProblem, codeToSend } from '../common/factor/codeFormat';
import { useCodeKind } from '../common/factor/useCodeKind';
import { useCodeInput } from '../common/factor/useCodeInput';
import { FormMessages } from '../common/form/FormMessages';
import { SubmitButton } from '../common/form/SubmitButton';
import { submitCode } from './signInApi';
import { isChallengeExpired, type SignInStepProps } from './signInStep';

/**
 * The sign-in's second step when the person's factor is on: the app's 6 digits, or one of the
 * recovery codes; after a recovery code, how many are left before going on.
 */
export const CodeStep = ({ challenge, email, remember, onExpired, onBack, onSignedIn }: SignInStepProps) => {
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
  const codesLeftId = useId();
  const { code, reset, field, input, error, refuse, clear } = useCodeInput();
  // The field takes the focus when the step opens and when the kind of code changes.
  const { kind, switchKind, switchLabel } = useCodeKind(input, () => {
    reset();
    clear();
  });

  const fail = (field: string | null, general: string | null) => {
    refuse(field, general);
    setLoading(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, kind);
    if (problem) return fail(translate(problem), null);
    clear();
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

  const title = translate('app.second_factor.code_title');
  if (codesLeft !== null) {
    return (
      <Box>
        <Alert id={codesLeftId} severity={codesLeft > 2 ? 'info' : 'warning'} role="status" sx={{ mb: 2 }}>
          {translate('app.second_factor.codes_left', { smart_count: codesLeft })} {translate('app.second_factor.codes_left_hint')}
        </Alert>
        {/* The focus lands on Continue, which reads the count out as its description. */}
        <Button
          variant="contained"
          fullWidth
          autoFocus
          aria-describedby={codesLeftId}
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
      <CodeField kind={kind} {...field} helperText={translate(kind === 'totp' ? 'app.second_factor.code_help' : 'app.second_factor.recovery_help')} />
      <SubmitButton loading={loading}>{translate(loading ? 'app.second_factor.verifying' : 'app.second_factor.verify')}</SubmitButton>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Link component="button" type="button" variant="body2" onClick={switchKind}>
          {translate(switchLabel)}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {translate('app.second_factor.back')}
        </Link>
      </Box>
    </Box>
  );
};
