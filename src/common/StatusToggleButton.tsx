import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useRecordContext, useResourceContext } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import type { ResourceName } from '../providers/actions';
import { RecordActionButton } from './actions';
import { useConfirmText } from './delete';

/**
 * Enables or disables the record on its page after a confirmation that names it ("¿Deshabilitar
 * a Ana López?"), through the data provider's update (SPEC §8 single enable/disable toasts).
 * Hidden for roles without the `status` action (DOMAIN §1).
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
      confirm={(current) => confirmText(verb, { record: current })}
      successMessage={`resources.${resource}.notifications.${enable ? 'enabled' : 'disabled'}`}
      errorMessage={`resources.${resource}.notifications.status_error`}
    />
  );
};
