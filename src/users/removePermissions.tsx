import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { isOwnAccount } from '../../domain/accounts';
import { defineRecordAction } from '../common/actions';
import { fullName } from './userName';

/**
 * Takes a platform user's back-office groups away (GET usuarios/{id}/quitar_permisos/); their
 * tokens stop working at once. Offered on platform users to roles allowed
 * `remove_permissions` on usuarios/plataforma (DOMAIN §1: admins), never on one's own record
 * (the server refuses it, so that the last administrator cannot lock everyone out).
 */
export const removePermissions = defineRecordAction({
  resource: 'usuarios/plataforma',
  action: 'remove_permissions',
  base: 'usuarios',
  path: 'quitar_permisos',
  label: 'resources.usuarios.permissions.remove',
  icon: <RemoveModeratorIcon />,
  color: 'warning',
  show: (record, identity) => record.plataforma === true && identity !== undefined && !isOwnAccount('usuarios/plataforma', record, identity),
  confirm: { title: 'resources.usuarios.permissions.title', content: 'resources.usuarios.permissions.content' },
  recordName: fullName,
  messageArgs: (record) => ({ groups: (record.groups ?? []).join(', ') }),
  successMessage: 'resources.usuarios.notifications.permissions_removed',
  errorMessage: 'resources.usuarios.notifications.permissions_error',
  refresh: ['usuarios/plataforma'],
});
