import { useState } from 'react';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { useFailureNotify } from './useFailureNotify';

/**
 * Enables or disables the record on its page after a confirmation (SPEC §8 single
 * enable/disable toasts). Hidden for roles without the `status` action (DOMAIN §1).
 */
export const StatusToggleButton = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const notify = useNotify();
  const onError = useFailureNotify('status_error');
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const { canAccess } = useCanAccess({ resource, action: 'status', record });
  if (!record || !canAccess) return null;
  const enable = Number(record.status) !== ACTIVE_STATUS.active;
  const verb = enable ? 'enable' : 'disable';

  const confirm = () =>
    update(
      resource,
      { id: record.id, data: { status: enable ? ACTIVE_STATUS.active : ACTIVE_STATUS.inactive }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.notifications.${enable ? 'enabled' : 'disabled'}`, { type: 'success', messageArgs: { smart_count: 1 } });
        },
        onError: (error) => {
          setOpen(false);
          onError(error);
        },
      },
    );

  return (
    <>
      <Button label={`app.bulk.${verb}`} onClick={() => setOpen(true)} disabled={isPending}>
        {enable ? <ToggleOnIcon /> : <ToggleOffIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`app.bulk.${verb}_title`}
        content={`app.bulk.${verb}_content`}
        translateOptions={{ smart_count: 1 }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
