import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { errorMessage } from '../../common/errorMessage';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { useRefreshUser } from '../useRefreshUser';
import { fullName } from '../userName';

const { pending, accepted, rejected, expiring } = DOCUMENT_STATUS;

/**
 * `from`: the licence states where the decision means something. A pending licence takes
 * either; an accepted or expiring one can be revoked; a rejected one can be accepted after
 * all; an expired one needs a new upload, not a decision.
 */
const DECISIONS = {
  accept: { call: 'aceptar_licencia', action: 'accept_licence', from: [pending, rejected], done: 'licence_accepted', color: 'success', Icon: CheckCircleIcon },
  reject: { call: 'rechazar_licencia', action: 'reject_licence', from: [pending, accepted, expiring], done: 'licence_rejected', color: 'error', Icon: CancelIcon },
} as const;

/**
 * Accepts or rejects the user's licence (GET usuarios/{id}/aceptar_licencia/ or
 * rechazar_licencia/) after a confirmation. Hidden without a licence, for roles that may
 * not validate licences (DOMAIN §1), and in states where the decision means nothing.
 */
export const LicenceDecisionButton = ({ decision }: { decision: keyof typeof DECISIONS }) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const refreshUser = useRefreshUser();
  const [open, setOpen] = useState(false);
  const { call, action, from, done, color, Icon } = DECISIONS[decision];
  const { canAccess } = useCanAccess({ resource: 'usuarios', action, record });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.recordAction('usuarios', record!.id, call),
    onSuccess: () => {
      notify(`resources.usuarios.notifications.${done}`, { type: 'success' });
      refreshUser();
    },
    onError: (error) => notify('resources.usuarios.notifications.licence_decision_error', { type: 'error', messageArgs: { error: errorMessage(error) } }),
    onSettled: () => setOpen(false),
  });
  if (!record?.licencia || !canAccess || !(from as readonly number[]).includes(Number(record.licencia_status))) return null;
  return (
    <>
      <Button
        label={`resources.usuarios.licence.${decision}`}
        color={color}
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        <Icon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.usuarios.licence.${decision}_title`}
        content={`resources.usuarios.licence.${decision}_content`}
        translateOptions={{ name: fullName(record) }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
