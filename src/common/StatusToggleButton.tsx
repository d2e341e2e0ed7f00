import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useRecordContext, useResourceContext } from 'react-admin';
import { isAccountResource, isOwnAccount } from '../../domain/accounts';
import { ACTIVE_STATUS } from '../../domain/status';
import type { ResourceName } from '../providers/actions';
import { RecordActionButton } from './actions';
import { useConfirmText } from './delete';

/**
 * Enables or disables the record on its page after a confirmation that names it ("¿Deshabilitar
 * a Ana López?"), through the data provider's update (SPEC §8 single enable/disable toasts).
 * Hidden for roles without the `status` action (DOMAIN §1), and on one's own account, which the
 * server refuses to disable (domain/accounts.ts).
 */
export const StatusToggleButton = () => {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
  const confirmText = useConfirmText(resource);
  if (!record) return null;
  const enable = Number(record.status) !== ACTIVE_STATUS.active;
  const verb = enable ? 'enable' : 'disable';
  return (
    <RecordActionButton
      resource={resource}
      action="status"
      update={{ status: enable ? ACTIVE_STATUS.active : ACTIVE_STATUS.inactive }}
      label={`app.bulk.${verb}`}
      icon={enable ? <ToggleOnIcon /> : <ToggleOffIcon />}
      show={isAccountResource(resource) ? (current, identity) => !isOwnAccount(resource, current, identity) : undefined}
      confirm={(current) => confirmText(verb, { record: current })}
      successMessage={`resources.${resource}.notifications.${enable ? 'enabled' : 'disabled'}`}
      errorMessage={`resources.${resource}.notifications.status_error`}
    />
  );
};
