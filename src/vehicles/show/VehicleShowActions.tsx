import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { BackToListButton } from '../../common/BackToListButton';
import { RecordActionButton } from '../../common/actions';
import { DeleteWithInUseButton } from '../../common/delete';
import { vehicleEditPath } from '../vehiclePaths';
import { acceptRequest, rejectRequest, releaseVehicle } from './vehicleDecisions';

/**
 * The record page's toolbar; every write hides itself for roles that may not (DOMAIN §1:
 * admins only) and each decision where the vehicle's state does not allow it.
 */
export const VehicleShowActions = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <TopToolbar>
      <BackToListButton />
      <EditButton to={vehicleEditPath(String(record.matricula))} />
      <RecordActionButton {...acceptRequest} />
      <RecordActionButton {...rejectRequest} />
      <RecordActionButton {...releaseVehicle} />
      {/* "Disable instead" would set 0, which for a vehicle is Pending (DOMAIN §2), and an occupied one cannot be disabled either. */}
      <DeleteWithInUseButton disableInstead={false} />
    </TopToolbar>
  );
};
