import ActionDelete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useFailureNotify } from '../useFailureNotify';
import { DeleteDialog, type DeleteDialogProps } from './DeleteDialog';
import { inUseOf } from './inUse';

/**
 * What a delete button (one record or a selection) goes through: the dialog open or closed, and
 * the failures. A refusal because others still use the records keeps the dialog open with the
 * server's message; any other failure closes it with the resource's failure toast.
 */
export function useDeleteFlow(resource: string | undefined) {
  const [open, setOpen] = useState(false);
  const [inUse, setInUse] = useState<string>();
  const notifyDeleteFailure = useFailureNotify('delete_error', resource);
  const notifyStatusFailure = useFailureNotify('status_error', resource);
  const close = () => {
    setOpen(false);
    setInUse(undefined);
  };
  return {
    open,
    inUse,
    show: () => setOpen(true),
    close,
    onDeleteError: (error: unknown) => {
      const refused = inUseOf(error);
      if (refused) return setInUse(refused.message);
      close();
      notifyDeleteFailure(error);
    },
    onDisableError: (error: unknown) => {
      close();
      notifyStatusFailure(error);
    },
  };
}

export type DeleteFlow = ReturnType<typeof useDeleteFlow>;

/** The delete button and, once pressed, its dialog, driven by a `useDeleteFlow`. */
export const DeleteFlowButton = ({ flow, ...dialog }: { flow: DeleteFlow } & Omit<DeleteDialogProps, 'inUse' | 'onClose'>) => (
  <>
    <Button label="ra.action.delete" color="error" onClick={flow.show}>
      <ActionDelete />
    </Button>
    {flow.open && <DeleteDialog {...dialog} inUse={flow.inUse} onClose={flow.close} />}
  </>
);
