import { useDeleteMany, useListContext, useRefresh, useResourceContext, useUpdateMany } from 'react-admin';
import { ACTIVE_STATUS } from '../../../domain/status';
import { useBlockingText } from '../useBlockingText';
import { DeleteFlowButton, useDeleteFlow } from './useDeleteFlow';
import { useConfirmText } from './useConfirmText';

export interface BulkDeleteWithInUseButtonProps {
  resource?: string;
  /**
   * Whether an in-use refusal offers "disable instead" (to status 0). Off where the only refusal
   * is a state that disabling cannot leave either (an occupied vehicle: release it first).
   */
  disableInstead?: boolean;
}

/**
 * Deletes the selected rows after a confirmation that agrees with the resource and the count
 * ("¿Eliminar estos 2 departamentos?"). When the server refuses because some are still in use
 * (409 in_use, nothing deleted), the dialog shows its message and offers to disable them
 * instead, for resources with a status. It names the selected records in use and offers to
 * take them out of the selection, so the rest can go. Hidden from roles that may not delete.
 */
export const BulkDeleteWithInUseButton = ({ resource: resourceFromProps, disableInstead = true }: BulkDeleteWithInUseButtonProps) => {
  const resource = useResourceContext({ resource: resourceFromProps });
  const { selectedIds = [], data = [], onUnselectItems, onSelect } = useListContext();
  const flow = useDeleteFlow(resource);
  const confirmText = useConfirmText(resource);
  const refresh = useRefresh();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const [updateMany, { isPending: updating }] = useUpdateMany();
  const blockingText = useBlockingText();

  if (!flow.canDelete || selectedIds.length === 0) return null;
  const count = selectedIds.length;
  const selected = data.filter((row) => selectedIds.includes(row.id));
  const { title, content } = confirmText('delete', { count, record: count === 1 ? selected[0] : undefined });
  const hasStatus = selected.length > 0 && selected.every((row) => row.status !== undefined && row.status !== null);

  const reload = () => {
    onUnselectItems();
    refresh();
  };
  const onConfirm = () => deleteMany(resource, { ids: selectedIds }, flow.deleted(count, reload));
  const onDisable = () => updateMany(resource, { ids: selectedIds, data: { status: ACTIVE_STATUS.inactive } }, flow.disabled(count, reload));
  const blocking = flow.inUse?.blocking ?? [];
  const others = selectedIds.filter((id) => !blocking.includes(id));
  const deselect = () => {
    onSelect(others);
    flow.close();
  };

  return (
    <DeleteFlowButton
      flow={flow}
      title={title}
      content={content}
      onDisable={disableInstead && hasStatus && flow.canChangeStatus ? onDisable : undefined}
      blocking={blockingText(blocking)}
      onDeselect={blocking.length > 0 && others.length > 0 ? { count: blocking.length, run: deselect } : undefined}
      pending={deleting || updating}
      onConfirm={onConfirm}
    />
  );
};
