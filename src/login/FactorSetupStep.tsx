import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FactorSetup, type FactorSetupData } from '../common/factor/FactorSetup';
import { RecoveryCodes } from '../common/factor/RecoveryCodes';
import { FormMessages } from '../common/form/FormMessages';
import type { LoginAnswer } from '../providers/session';
import { confirmLoginSetup, openSession, startLoginSetup } from './signInApi';
import { isChallengeExpired, type SignInStepProps } from './signInStep';

/**
 * The sign-in's second step for a person whose group requires a second factor and who has none:
 * set it up (QR, key, first code), keep the ten recovery codes, then enter.
 */
export const FactorSetupStep = ({ challenge, email, remember, onExpired, onBack, onSignedIn }: SignInStepProps) => {
  const translate = useTranslate();
  const [setup, setSetup] = useState<FactorSetupData | null>(null);
  const [answer, setAnswer] = useState<LoginAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  // onExpired is stable (the form's useCallback): the setup is asked once per challenge.
  useEffect(() => {
    let live = true;
    startLoginSetup(challenge).then(
      (data) => live && setSetup(data),
      (e: unknown) => {
        if (!live) return;
        if (isChallengeExpired(e)) onExpired((e as Error).message);
        else setError((e as Error).message);
      },
    );
    return () => {
      live = false;
    };
  }, [challenge, onExpired]);

  const confirm = async (code: string) => {
    try {
      setAnswer(await confirmLoginSetup(challenge, code));
    } catch (e) {
      if (isChallengeExpired(e)) return onExpired((e as Error).message);
      throw e;
    }
  };
  const finish = async () => {
    if (!answer) return;
    setFinishing(true);
    setError(null);
    try {
      await openSession(email, answer, remember);
    } catch (e) {
      setError((e as Error).message);
      setFinishing(false);
      return;
    }
    await onSignedIn();
  };

  if (answer) {
    return (
      <Box>
        <FormMessages error={error} />
        <RecoveryCodes codes={answer.recovery_codes ?? []} email={email} onContinue={finish} busy={finishing} />
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.second_factor.setup_title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.auth.factor_required')}
      </Alert>
      <FormMessages error={error} />
      {setup ? (
        <FactorSetup setup={setup} onConfirm={confirm} />
      ) : (
        !error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={translate('app.second_factor.setup_loading')} />
          </Box>
        )
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {translate('app.second_factor.back')}
        </Link>
      </Box>
    </Box>
  );
};
