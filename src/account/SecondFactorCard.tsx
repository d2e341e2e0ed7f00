import { useState } from 'react';
import { useFocusAfter } from '../common/useFocusAfter';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { errorMessage } from '../common/errorMessage';
import type { FactorSetupData } from '../common/factor/FactorSetup';
import { SectionCard } from '../common/sections';
import { ReauthCancelled } from '../providers/http';
import { useAccountApi, type Account } from './accountApi';
import { NewCodesDialog } from './factor/NewCodesDialog';
import { TurnOffDialog } from './factor/TurnOffDialog';
import { TurnOnDialog } from './factor/TurnOnDialog';
import { useRefreshAccount, useRefreshSessions } from './useAccount';

type Step = { kind: 'turn_on'; setup: FactorSetupData } | { kind: 'turn_off' } | { kind: 'ask_new_codes' } | { kind: 'new_codes'; codes: string[] } | null;

/**
 * The second factor (TOTP): whether it is on and since when, whether the group requires it, how
 * many recovery codes are left; turn it on (setup dialog, then the codes), off (with a code; not
 * when the group requires it) and make new codes. Setup and new codes may first ask the password
 * again (the layout's ReauthDialog, through the request helper).
 */
export const SecondFactorCard = ({ account }: { account: Account }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const refreshAccount = useRefreshAccount();
  const refreshSessions = useRefreshSessions();
  const { startFactorSetup, newRecoveryCodes } = useAccountApi();
  const [step, setStep] = useState<Step>(null);
  // After a dialog that changed something closes, the button that opened it may be gone (Activar
  // becomes Desactivar): the focus goes to the status line, which says what is now.
  const [status, focusStatusLater] = useFocusAfter<HTMLParagraphElement>();
  const [busy, setBusy] = useState(false);
  const factor = account.second_factor;
  const t = (key: string, options?: object) => translate(`app.account.second_factor.${key}`, options);

  /** Runs a call that opens the next step; a failure is told, a cancelled prompt is not. */
  const start = async (call: () => Promise<Step>) => {
    setBusy(true);
    try {
      setStep(await call());
    } catch (error) {
      setStep(null);
      // Cancelling "Confirme que es usted" leaves the card as it was, unsaid.
      if (!(error instanceof ReauthCancelled)) notify('app.account.second_factor.error', { type: 'error', messageArgs: { error: errorMessage(error) } });
    } finally {
      setBusy(false);
    }
  };
  /** The factor changed (the other sessions were ended with it). */
  const changed = (message: string) => {
    setStep(null);
    focusStatusLater();
    notify(message, { type: 'success' });
    void refreshAccount();
    void refreshSessions();
  };

  return (
    <SectionCard title="app.account.second_factor.title">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('explain')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography ref={status} tabIndex={-1} variant="body1" component="p" sx={{ fontWeight: 500 }}>
            {factor.enabled ? t('on', { date: formatDate(factor.enabled_at, locale, false) }) : t('off')}
          </Typography>
          {factor.required && <Chip size="small" color="info" label={t('required')} />}
        </Box>
        {factor.enabled && (
          <Typography variant="body2">{translate('app.second_factor.codes_left', { smart_count: factor.recovery_codes_left })}</Typography>
        )}
        {factor.enabled && factor.required && (
          <Typography variant="body2" color="text.secondary">
            {t('required_help')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {factor.enabled ? (
            <>
              <Button variant="outlined" disabled={busy} onClick={() => setStep({ kind: 'ask_new_codes' })}>
                {t('new_codes')}
              </Button>
              {!factor.required && (
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setStep({ kind: 'turn_off' })}>
                  {t('turn_off')}
                </Button>
              )}
            </>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => start(async () => ({ kind: 'turn_on', setup: await startFactorSetup() }))}>
              {t('turn_on')}
            </Button>
          )}
        </Box>
      </Stack>
      {step?.kind === 'turn_on' && (
        <TurnOnDialog setup={step.setup} email={account.email} onCancel={() => setStep(null)} onDone={() => changed('app.account.second_factor.enabled')} />
      )}
      {step?.kind === 'turn_off' && <TurnOffDialog onCancel={() => setStep(null)} onDone={() => changed('app.account.second_factor.disabled')} />}
      <Confirm
        isOpen={step?.kind === 'ask_new_codes'}
        loading={busy}
        title="app.account.second_factor.new_codes_title"
        content="app.account.second_factor.new_codes_content"
        confirm="app.account.second_factor.new_codes"
        onConfirm={() => start(async () => ({ kind: 'new_codes', codes: (await newRecoveryCodes()).recovery_codes }))}
        onClose={() => setStep(null)}
      />
      {step?.kind === 'new_codes' && (
        <NewCodesDialog
          codes={step.codes}
          email={account.email}
          onDone={() => {
            setStep(null);
            focusStatusLater();
            void refreshAccount();
          }}
        />
      )}
    </SectionCard>
  );
};
