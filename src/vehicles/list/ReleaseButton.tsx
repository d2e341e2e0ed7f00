import { useState } from 'react';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useMutation } from '@tanstack/react-query';
import { Button, CanAccess, Confirm, useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import { VEHICLE_TRANSITIONS } from '../../../domain/vehicles';
import { useRefreshResources } from '../../common/actions';
import { useConfirmText } from '../../common/delete';
import { blockingIdsOf } from '../../common/blocking';
import { errorMessage } from '../../common/errorMessage';
import { useBlockingText } from '../../common/useBlockingText';
import type { FleetDataProvider } from '../../providers/dataProvider';

const RELEASE = VEHICLE_TRANSITIONS.liberar;
const question = { title: 'resources.vehiculos.list.confirm.release', content: 'resources.vehiculos.list.confirm.release_content' };

/**
 * Releases the selected occupied vehicles (4 → 3) after a confirmation: POST
 * vehiculos/multiple_liberar/ {ids}, all or nothing. When one of them is not occupied the
 * server answers 409 with nothing changed, and the toast carries its message. Admins only
 * (DOMAIN §1 `release`).
 */
export const ReleaseButton = () => {
  const { selectedIds = [], data = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const blockingText = useBlockingText();
  const refresh = useRefreshResources();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;
  const { title, content } = useConfirmText('vehiculos')(question, { count, record: count === 1 ? data.find((row) => row.id === selectedIds[0]) : undefined });

  const { mutate, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider.collectionAction(RELEASE.resource, RELEASE.bulk, { ids }),
    onSuccess: (_, ids) => {
      notify('resources.vehiculos.notifications.released', { type: 'success', messageArgs: { smart_count: ids.length } });
      onUnselectItems();
      // The list, its tab counts and open records; not every row's thumbnail blob again.
      void refresh(['vehiculos']);
    },
    onError: (error) => notify('resources.vehiculos.notifications.release_error', { type: 'error', messageArgs: { error: [errorMessage(error), blockingText(blockingIdsOf(error))].filter(Boolean).join(' ') } }),
    onSettled: () => setOpen(false),
  });

  return (
    <CanAccess action={RELEASE.access} resource={RELEASE.resource}>
      <Button label="resources.vehiculos.list.bulk.release" onClick={() => setOpen(true)} disabled={count === 0}>
        <LockOpenIcon />
      </Button>
      <Confirm isOpen={open} loading={isPending} title={title} content={content} onConfirm={() => mutate(selectedIds)} onClose={() => setOpen(false)} />
    </CanAccess>
  );
};
