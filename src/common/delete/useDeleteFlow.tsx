import ActionDelete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, type RaRecord } from 'react-admin';
import { useFailureNotify } from '../useFailureNotify';
import { DeleteDialog, type DeleteDialogProps } from './DeleteDialog';
import { inUseOf, type InUse } from './inUse';

/**
 * What a delete button (one record or a selection) goes through: who may delete or disable, the
 * dialog open or closed, and the outcome of its delete and its "disable instead". A refusal
 * because others still use the records keeps the dialog open with the server's message; any
 * other failure closes it with the resource's failure toast; a success closes it with the
 * resource's success toast for `count` records.
 */
export function useDeleteFlow(resource: string | undefined, record?: RaRecord) {
  const [open, setOpen] = useState(false);
  const [inUse, setInUse] = useState<InUse>();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete', record });
  const { canAccess: canChangeStatus } = useCanAccess({ resource, action: 'status', record });
  const notify = useNotify();
  const notifyDeleteFailure = useFailureNotify('delete_error', resource);
  const notifyStatusFailure = useFailureNotify('status_error', resource);
  const close = () => {
    setOpen(false);
    setInUse(undefined);
  };
  const succeeded = (message: 'deleted' | 'disabled', count: number, then?: () => void) => () => {
    close();
    notify(`resources.${resource}.notifications.${message}`, { type: 'success', messageArgs: { smart_count: count } });
    then?.();
  };
  return {
    canDelete,
    canChangeStatus,
    open,
    inUse,
    show: () => setOpen(true),
    close,
    /** The delete mutation's options; `then` runs after the success toast. */
    deleted: (count: number, then?: () => void) => ({
      mutationMode: 'pessimistic' as const,
      onSuccess: succeeded('deleted', count, then),
      onError: (error: unknown) => {
        const refused = inUseOf(error);
        if (refused) return setInUse(refused);
        close();
        notifyDeleteFailure(error);
      },
    }),
    /** The "disable instead" mutation's options. */
    disabled: (count: number, then?: () => void) => ({
      mutationMode: 'pessimistic' as const,
      onSuccess: succeeded('disabled', count, then),
      onError: (error: unknown) => {
        close();
        notifyStatusFailure(error);
      },
    }),
  };
}

export type DeleteFlow = ReturnType<typeof useDeleteFlow>;

/** The delete button and, once pressed, its dialog, driven by a `useDeleteFlow`. */
export const DeleteFlowButton = ({ flow, ...dialog }: { flow: DeleteFlow } & Omit<DeleteDialogProps, 'inUse' | 'onClose'>) => (
  <>
    <Button label="ra.action.delete" color="error" onClick={flow.show}>
      <ActionDelete />
    </Button>
    {flow.open && <DeleteDialog {...dialog} inUse={flow.inUse?.message} onClose={flow.close} />}
  </>
);
