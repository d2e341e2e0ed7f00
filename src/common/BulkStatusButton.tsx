import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { BulkUpdateButton, CanAccess, useResourceContext } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { useFailureNotify } from './useFailureNotify';

export interface BulkStatusButtonProps {
  /** Enable (status 1) or disable (status 0) the selected rows. */
  enable: boolean;
}

/**
 * Enables or disables the selected rows after a confirmation. react-admin's updateMany with
 * `{status}` reaches POST {base}change_multiple_status/; only roles allowed the `status`
 * action (DOMAIN §1) see the button.
 */
export const BulkStatusButton = ({ enable }: BulkStatusButtonProps) => {
  const resource = useResourceContext();
  const onError = useFailureNotify('status_error');
  const verb = enable ? 'enable' : 'disable';
  return (
    <CanAccess action="status">
      <BulkUpdateButton
        data={{ status: enable ? ACTIVE_STATUS.active : ACTIVE_STATUS.inactive }}
        mutationMode="pessimistic"
        label={`app.bulk.${verb}`}
        icon={enable ? <ToggleOnIcon /> : <ToggleOffIcon />}
        confirmTitle={`app.bulk.${verb}_title`}
        confirmContent={`app.bulk.${verb}_content`}
        successMessage={`resources.${resource}.notifications.${enable ? 'enabled' : 'disabled'}`}
        onError={onError}
      />
    </CanAccess>
  );
};
