import { useState } from 'react';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useCanAccess, useDataProvider, useGetIdentity, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import type { FleetDataProvider } from '../providers/dataProvider';
import { useRefreshUser } from './useRefreshUser';
import { fullName } from './userName';

/**
 * Takes a platform user's back-office groups away (GET usuarios/{id}/quitar_permisos/); their
 * tokens stop working at once. Shown only on platform users, to roles allowed
 * `remove_permissions` on usuarios/plataforma (DOMAIN §1: admins), never on one's own record
 * (the server refuses it, so that the last administrator cannot lock everyone out).
 */
export const RemovePermissionsButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refreshUser = useRefreshUser();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'usuarios/plataforma', action: 'remove_permissions', record });
  const { identity } = useGetIdentity();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.recordAction('usuarios', record!.id, 'quitar_permisos'),
    onSuccess: () => {
      notify('resources.usuarios.notifications.permissions_removed', { type: 'success' });
      refreshUser();
      refreshUser('usuarios/plataforma');
    },
    onError: (error) => notify('resources.usuarios.notifications.permissions_error', { type: 'error', messageArgs: { error: errorMessage(error) } }),
    onSettled: () => setOpen(false),
  });
  if (!record?.plataforma || !canAccess || !identity || String(identity.id) === String(record.id)) return null;
  const groups = (record.groups ?? []).join(', ');
  return (
    <>
      <Button label="resources.usuarios.permissions.remove" color="warning" onClick={() => setOpen(true)} disabled={isPending}>
        <RemoveModeratorIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('resources.usuarios.permissions.title', { name: fullName(record) })}
        content={translate('resources.usuarios.permissions.content', { groups })}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
