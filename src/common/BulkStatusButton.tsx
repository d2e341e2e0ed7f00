import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useRef } from 'react';
import { BulkUpdateButton, CanAccess, useListContext, useResourceContext, type RaRecord } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { useConfirmText, type ConfirmQuestion } from './delete';
import { blockingIdsOf } from './blocking';
import { useBlockingText } from './useBlockingText';
import { useFailureNotify } from './useFailureNotify';

export interface BulkStatusButtonProps {
  /** Enable (status 1) or disable (status 0) the selected rows. */
  enable: boolean;
  /** The status sent, for resources whose states are not 1/0 (vehicles: 3 active, 2 inactive). */
  status?: number;
  /** The button's i18n label; app.bulk.enable / disable by default. */
  label?: string;
  /** The confirmation's own question; app.confirm.enable / disable by default. */
  question?: ConfirmQuestion;
}

/**
 * Enables or disables the selected rows after a confirmation. react-admin's updateMany with
 * `{status}` reaches POST {base}change_multiple_status/; only roles allowed the `status`
 * action (DOMAIN §1) see the button.
 */
export const BulkStatusButton = ({ enable, status, label, question }: BulkStatusButtonProps) => {
  const resource = useResourceContext();
  const blockingText = useBlockingText();
  const onError = useFailureNotify('status_error', resource, (error) => blockingText(blockingIdsOf(error)));
  const verb = enable ? 'enable' : 'disable';
  // "¿Deshabilitar estas 3 piezas?", or the one selected record by name.
  const { selectedIds = [], data = [] } = useListContext();
  // The selection empties as the update succeeds, while the dialog is still fading out: it keeps its question.
  const asked = useRef({ count: 0, record: undefined as RaRecord | undefined });
  if (selectedIds.length > 0) {
    asked.current = { count: selectedIds.length, record: selectedIds.length === 1 ? data.find((row) => row.id === selectedIds[0]) : undefined };
  }
  const confirm = useConfirmText(resource)(question ?? verb, asked.current);
  return (
    <CanAccess action="status">
      <BulkUpdateButton
        data={{ status: status ?? (enable ? ACTIVE_STATUS.active : ACTIVE_STATUS.inactive) }}
        mutationMode="pessimistic"
        label={label ?? `app.bulk.${verb}`}
        icon={enable ? <ToggleOnIcon /> : <ToggleOffIcon />}
        confirmTitle={confirm.title}
        confirmContent={confirm.content}
        successMessage={`resources.${resource}.notifications.${enable ? 'enabled' : 'disabled'}`}
        onError={onError}
      />
    </CanAccess>
  );
};
