import { useCanAccess, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useUpdateMany } from 'react-admin';
import { ACTIVE_STATUS } from '../../../domain/status';
import { DeleteFlowButton, useDeleteFlow } from './useDeleteFlow';
import { useConfirmText } from './useConfirmText';

/**
 * Deletes the selected rows after a confirmation that agrees with the resource and the count
 * ("¿Eliminar estos 2 departamentos?"). When the server refuses because some are still in use
 * (409 in_use, nothing deleted), the dialog shows its message and offers to disable them
 * instead, for resources with a status. Hidden from roles that may not delete.
 */
export const BulkDeleteWithInUseButton = ({ resource: resourceFromProps }: { resource?: string }) => {
  const resource = useResourceContext({ resource: resourceFromProps });
  const { selectedIds = [], data = [], onUnselectItems } = useListContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canChangeStatus } = useCanAccess({ resource, action: 'status' });
  const confirmText = useConfirmText(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const [updateMany, { isPending: updating }] = useUpdateMany();
  const flow = useDeleteFlow(resource);

  if (!canDelete || selectedIds.length === 0) return null;
  const count = selectedIds.length;
  const selected = data.filter((row) => selectedIds.includes(row.id));
  const { title, content } = confirmText('delete', { count, record: count === 1 ? selected[0] : undefined });
  const hasStatus = selected.length > 0 && selected.every((row) => row.status !== undefined && row.status !== null);

  const done = (message: string) => {
    flow.close();
    notify(`resources.${resource}.notifications.${message}`, { type: 'success', messageArgs: { smart_count: count } });
    onUnselectItems();
    refresh();
  };

  const onConfirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => done('deleted'),
        onError: flow.onDeleteError,
      },
    );

  const onDisable = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: { status: ACTIVE_STATUS.inactive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => done('disabled'),
        onError: flow.onDisableError,
      },
    );

  return (
    <DeleteFlowButton
      flow={flow}
      title={title}
      content={content}
      onDisable={hasStatus && canChangeStatus ? onDisable : undefined}
      pending={deleting || updating}
      onConfirm={onConfirm}
    />
  );
};
