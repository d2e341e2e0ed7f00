import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { Button, CanAccess, Confirm, useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import { TRIP_REQUEST_TRANSITIONS } from '../../../domain/tripRequests';
import { useRefreshResources } from '../../common/actions';
import { blockingIdsOf } from '../../common/blocking';
import { useConfirmText } from '../../common/delete';
import { errorMessage } from '../../common/errorMessage';
import { useBlockingText } from '../../common/useBlockingText';
import type { FleetDataProvider } from '../../providers/dataProvider';

const CANCEL = TRIP_REQUEST_TRANSITIONS.cancelar;
const W = 'resources.solicitudes_viaje.list.bulk';
const question = { title: `${W}.cancel_title`, content: `${W}.cancel_content` };

/**
 * Cancels the selected requests after a confirmation: POST solicitudes_viaje/multiple_cancelar/
 * {ids}, all or nothing. An accepted one frees its seat; one already refused or cancelled, or
 * whose trip has started, makes the server refuse (409) with nothing changed, and the toast says
 * which. Admins only (DOMAIN §1 `cancel`).
 */
export const CancelRequestsButton = () => {
  const { selectedIds = [], data = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const blockingText = useBlockingText();
  const refresh = useRefreshResources();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;
  const { title, content } = useConfirmText(CANCEL.resource)(question, { count, record: count === 1 ? data.find((row) => row.id === selectedIds[0]) : undefined });

  const { mutate, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider.collectionAction(CANCEL.resource, CANCEL.bulk, { ids }),
    onSuccess: (_, ids) => {
      notify('resources.solicitudes_viaje.notifications.cancelled', { type: 'success', messageArgs: { smart_count: ids.length } });
      onUnselectItems();
      // The seats freed show on the trips and their occupants too.
      void refresh([CANCEL.resource, 'viajes', 'detalle_viaje']);
    },
    onError: (error) =>
      notify('resources.solicitudes_viaje.notifications.cancel_error', { type: 'error', messageArgs: { error: [errorMessage(error), blockingText(blockingIdsOf(error))].filter(Boolean).join(' ') } }),
    onSettled: () => setOpen(false),
  });

  return (
    <CanAccess action={CANCEL.access} resource={CANCEL.resource}>
      <Button label={`${W}.cancel`} onClick={() => setOpen(true)} disabled={count === 0} color="error">
        <BlockIcon />
      </Button>
      <Confirm isOpen={open} loading={isPending} title={title} content={content} onConfirm={() => mutate(selectedIds)} onClose={() => setOpen(false)} />
    </CanAccess>
  );
};
