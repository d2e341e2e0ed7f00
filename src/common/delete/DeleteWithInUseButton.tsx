import { useFormContext } from 'react-hook-form';
import { useDelete, useRecordContext, useRedirect, useResourceContext, useUnselect, useUpdate, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { ACTIVE_STATUS } from '../../../domain/status';
import { useIsOwnAccount } from '../actions/useIsOwnAccount';
import { DeleteFlowButton, useDeleteFlow } from './useDeleteFlow';
import { useConfirmText } from './useConfirmText';

export interface DeleteWithInUseButtonProps {
  record?: RaRecord;
  resource?: string;
  /** Where to go once deleted: the list by default. */
  redirect?: RedirectionSideEffect;
  /**
   * Offer "disable instead" after an in_use refusal (status 0); false where 0 is not the
   * inactive state (a vehicle's 0 is Pending) or disabling cannot help.
   */
  disableInstead?: boolean;
}

/**
 * Deletes one record after a confirmation that names it ("¿Eliminar la planta Planta Norte?").
 * When the server refuses because others still use it (409 in_use), the dialog says so in the
 * server's words and offers to disable it instead, for records with a status. Hidden from roles
 * that may not delete it (DOMAIN §1 and row restrictions) and on one's own account, which the
 * server refuses to delete (domain/accounts.ts).
 */
export const DeleteWithInUseButton = (props: DeleteWithInUseButtonProps) => {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const flow = useDeleteFlow(resource, record);
  const ownAccount = useIsOwnAccount(resource, record);
  const confirmText = useConfirmText(resource);
  const redirect = useRedirect();
  const unselect = useUnselect(resource);
  // Present on edit pages: the form's unsaved changes must not block leaving a deleted record.
  const form = useFormContext();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [update, { isPending: updating }] = useUpdate();

  if (!record || !flow.canDelete || ownAccount.pending || ownAccount.own) return null;
  const hasStatus = record.status !== undefined && record.status !== null;
  const { title, content } = confirmText('delete', { record });

  const leave = () => {
    unselect([record.id]);
    form?.reset(undefined, { keepValues: true });
    redirect(props.redirect ?? 'list', resource);
  };
  const onConfirm = () => deleteOne(resource, { id: record.id, previousData: record }, flow.deleted(1, leave));
  const onDisable = () => update(resource, { id: record.id, data: { status: ACTIVE_STATUS.inactive }, previousData: record }, flow.disabled(1));

  return (
    <DeleteFlowButton
      flow={flow}
      title={title}
      content={content}
      onDisable={props.disableInstead !== false && hasStatus && flow.canChangeStatus && Number(record.status) !== ACTIVE_STATUS.inactive ? onDisable : undefined}
      pending={deleting || updating}
      onConfirm={onConfirm}
    />
  );
};
