import GppBadIcon from '@mui/icons-material/GppBad';
import LogoutIcon from '@mui/icons-material/Logout';
import { isOwnAccount } from '../../../domain/accounts';
import { defineRecordAction } from '../../common/actions';
import { fullName } from '../userName';

/** Not on one's own record: the server answers 409 own_account (one's own goes through My account). */
const notOwn = (record: { id?: unknown }, identity: { id?: unknown } | undefined) => identity !== undefined && !isOwnAccount('usuarios', record, identity);

/**
 * POST usuarios/{id}/quitar_segundo_factor/ (administrators; asks the password again when the last
 * one is older than five minutes): deletes the person's secret and recovery codes and ends all
 * their sessions. Shown only while their factor is on.
 */
export const resetSecondFactor = defineRecordAction({
  resource: 'usuarios',
  action: 'reset_second_factor',
  path: 'quitar_segundo_factor',
  body: {},
  label: 'resources.usuarios.security.reset',
  icon: <GppBadIcon />,
  color: 'error',
  show: notOwn,
  confirm: { title: 'resources.usuarios.security.reset_title', content: 'resources.usuarios.security.reset_content' },
  submitLabel: 'resources.usuarios.security.reset',
  recordName: fullName,
  successMessage: 'resources.usuarios.security.reset_done',
  errorMessage: 'resources.usuarios.security.reset_error',
});

/** POST usuarios/{id}/cerrar_sesiones/ (administrators): ends every session of the person (ASVS 7.4.5). */
export const endAllSessions = defineRecordAction({
  resource: 'usuarios',
  action: 'end_sessions',
  path: 'cerrar_sesiones',
  body: {},
  label: 'resources.usuarios.security.end_all',
  icon: <LogoutIcon />,
  color: 'error',
  show: notOwn,
  confirm: { title: 'resources.usuarios.security.end_all_title', content: 'resources.usuarios.security.end_all_content' },
  submitLabel: 'resources.usuarios.security.end_all',
  recordName: fullName,
  answerArgs: (answer) => ({ smart_count: (answer as { ended?: number } | undefined)?.ended ?? 0 }),
  successMessage: 'resources.usuarios.security.sessions_ended',
  errorMessage: 'resources.usuarios.security.end_error',
});
