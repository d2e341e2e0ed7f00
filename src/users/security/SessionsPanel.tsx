import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { RecordActionButton, useRecordAction } from '../../common/actions';
import { errorMessage } from '../../common/errorMessage';
import { SessionList } from '../../common/sessions/SessionList';
import type { AccountSession } from '../../common/sessions/types';
import { useEndSession } from '../../common/sessions/useEndSession';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { fullName } from '../userName';
import { endAllSessions } from './securityActions';

/** POST usuarios/{id}/cerrar_sesion/ {sesion}: one session of the person. */
const END_ONE = {
  resource: 'usuarios',
  path: 'cerrar_sesion',
  toBody: (values: Record<string, unknown>) => ({ sesion: values.sesion }),
  successMessage: 'resources.usuarios.security.session_ended',
  errorMessage: 'resources.usuarios.security.end_error',
} as const;

/**
 * The person's open sessions (ASVS 7.4.5), as My account lists one's own: each can be ended, and
 * "Cerrar todas" ends them all (not on one's own record, where the server refuses it). An ended
 * session's tokens stop working at once and its sockets close. On one's own record, ending the
 * session in use signs out, as in My account.
 */
export const SessionsPanel = ({ sessions }: { sessions: AccountSession[] }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const endOne = useRecordAction(END_ONE);
  const endAndSignOut = useEndSession();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  /** The session in use: not through useRecordAction, whose reload would call with the tokens just ended. */
  const endCurrent = async (session: AccountSession) => {
    try {
      return await endAndSignOut(session, () =>
        dataProvider.recordAction('usuarios', record.id, END_ONE.path, { method: 'POST', body: END_ONE.toBody({ sesion: session.id }) }),
      );
    } catch (failure) {
      notify(END_ONE.errorMessage, { type: 'error', messageArgs: { error: errorMessage(failure) } });
      return true;
    }
  };

  const onEnd = async (id: number) => {
    const session = sessions.find((one) => one.id === id);
    setBusy(true);
    if (session?.current) {
      if (!(await endCurrent(session))) return;
    } else {
      await endOne(record, { sesion: id }, { name: fullName(record) });
    }
    setBusy(false);
  };
  return (
    <Box component="section" aria-labelledby="security-sessions-title">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="security-sessions-title" variant="subtitle2" component="h3">
          {translate('resources.usuarios.security.sessions')}
        </Typography>
        {sessions.length > 0 && <RecordActionButton {...endAllSessions} />}
      </Stack>
      {sessions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.usuarios.security.sessions_empty')}
        </Typography>
      ) : (
        <SessionList sessions={sessions} onEnd={onEnd} busy={busy} rowHeading="h4" label="resources.usuarios.security.sessions" />
      )}
    </Box>
  );
};
