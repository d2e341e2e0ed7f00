import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useRecordContext, useResourceContext } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import type { ResourceName } from '../providers/actions';
import { RecordActionButton } from './actions';

/**
 * Enables or disables the record on its page after a confirmation (SPEC §8 single
 * enable/disable toasts), through the data provider's update. Hidden for roles without the
 * `status` action (DOMAIN §1).
 */
export const StatusToggleButton = () => {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
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
      confirm={{ title: `app.bulk.${verb}_title`, content: `app.bulk.${verb}_content` }}
      successMessage={`resources.${resource}.notifications.${enable ? 'enabled' : 'disabled'}`}
      errorMessage={`resources.${resource}.notifications.status_error`}
    />
  );
};
