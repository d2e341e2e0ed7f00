import { useState } from 'react';
import { Skeleton, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { SectionCard } from '../common/sections';
import { useEndSession } from '../common/sessions/useEndSession';
import { ReauthCancelled } from '../providers/http';
import { useAccountApi } from './accountApi';
import { SessionList } from '../common/sessions/SessionList';
import { useRefreshSessions, useSessions } from './useAccount';
import { RetryAlert } from '../common/RetryAlert';

/**
 * One's open sessions (ASVS 7.5.2): where and when each was opened and last used, "end this
 * session" and "end all others". Ending the one in use is signing out.
 */
export const SessionsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const endAndSignOut = useEndSession();
  const { data: sessions, error, refetch } = useSessions();
  const refreshSessions = useRefreshSessions();
  const { endSession, endOtherSessions } = useAccountApi();
  const [busy, setBusy] = useState(false);

  /** Runs an end, then reads the list again, unless the call signed this browser out (answers false). */
  const run = async (call: () => Promise<boolean | void>) => {
    setBusy(true);
    let stillSignedIn: boolean | void = true;
    try {
      stillSignedIn = await call();
    } catch (failure) {
      // Cancelling "Confirme que es usted" leaves the list as it was, unsaid.
      if (!(failure instanceof ReauthCancelled)) notify('app.account.sessions.error', { type: 'error', messageArgs: { error: errorMessage(failure) } });
    }
    if (stillSignedIn === false) return;
    setBusy(false);
    void refreshSessions();
  };

  const end = (id: number) =>
    run(async () => {
      if (!(await endAndSignOut(sessions?.find((session) => session.id === id), () => endSession(id)))) return false;
      notify('app.account.sessions.ended', { type: 'info' });
    });

  const endOthers = () =>
    run(async () => {
      const answer = await endOtherSessions();
      notify('app.account.sessions.others_ended', { type: 'info', messageArgs: { smart_count: answer?.ended ?? 0 } });
    });

  return (
    <SectionCard title="app.account.sessions.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.account.sessions.help')}
      </Typography>
      {error ? (
        <RetryAlert message={translate('app.account.sessions.load_error')} onRetry={() => void refetch()} />
      ) : sessions ? (
        <SessionList sessions={sessions} onEnd={end} onEndOthers={endOthers} busy={busy} />
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
    </SectionCard>
  );
};
