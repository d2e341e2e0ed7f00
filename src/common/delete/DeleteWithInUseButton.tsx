import ActionDelete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  Button,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useUnselect,
  useUpdate,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { ACTIVE_STATUS } from '../../../domain/status';
import { useFailureNotify } from '../useFailureNotify';
import { DeleteDialog } from './DeleteDialog';
import { inUseOf } from './inUse';
import { useConfirmText } from './useConfirmText';

export interface DeleteWithInUseButtonProps {
  record?: RaRecord;
  resource?: string;
  /** Where to go once deleted: the list by default. */
  redirect?: RedirectionSideEffect;
}

/**
 * Deletes one record after a confirmation that names it ("¿Eliminar la planta Planta Norte?").
 * When the server refuses because others still use it (409 in_use), the dialog says so in the
 * server's words and offers to disable it instead, for records with a status. Hidden from roles
 * that may not delete it (DOMAIN §1 and row restrictions).
 */
export const DeleteWithInUseButton = (props: DeleteWithInUseButtonProps) => {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete', record });
  const { canAccess: canChangeStatus } = useCanAccess({ resource, action: 'status', record });
  const confirmText = useConfirmText(resource);
  const notify = useNotify();
  const notifyFailure = useFailureNotify('delete_error', resource);
  const notifyStatusFailure = useFailureNotify('status_error', resource);
  const redirect = useRedirect();
  const unselect = useUnselect(resource);
  // Present on edit pages: the form's unsaved changes must not block leaving a deleted record.
  const form = useFormContext();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [update, { isPending: updating }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [inUse, setInUse] = useState<string>();

  if (!record || !canDelete) return null;
  const hasStatus = record.status !== undefined && record.status !== null;
  const { title, content } = confirmText('delete', { record });

  const close = () => {
    setOpen(false);
    setInUse(undefined);
  };

  const onConfirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: { smart_count: 1 } });
          unselect([record.id]);
          form?.reset(undefined, { keepValues: true });
          redirect(props.redirect ?? 'list', resource);
        },
        onError: (error) => {
          const refused = inUseOf(error);
          if (refused) return setInUse(refused.message);
          close();
          notifyFailure(error);
        },
      },
    );

  const onDisable = () =>
    update(
      resource,
      { id: record.id, data: { status: ACTIVE_STATUS.inactive }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify(`resources.${resource}.notifications.disabled`, { type: 'success', messageArgs: { smart_count: 1 } });
        },
        onError: (error) => {
          close();
          notifyStatusFailure(error);
        },
      },
    );

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <ActionDelete />
      </Button>
      {open && (
        <DeleteDialog
          title={title}
          content={content}
          inUse={inUse}
          onDisable={hasStatus && canChangeStatus && Number(record.status) !== ACTIVE_STATUS.inactive ? onDisable : undefined}
          pending={deleting || updating}
          onConfirm={onConfirm}
          onClose={close}
        />
      )}
    </>
  );
};
