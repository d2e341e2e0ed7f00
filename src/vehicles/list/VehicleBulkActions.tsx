import { VEHICLE_STATUS } from '../../../domain/vehicles';
import { BulkStatusButton } from '../../common/BulkStatusButton';
import { BulkDeleteWithInUseButton } from '../../common/delete';
import { ReleaseButton } from './ReleaseButton';

const confirmKeys = (verb: 'activate' | 'deactivate') => ({
  title: `resources.vehiculos.list.confirm.${verb}`,
  content: `resources.vehiculos.list.confirm.${verb}_content`,
});

/**
 * The vehicle list's bulk buttons, each confirmed and hidden from roles that may not use it:
 * release, Active (3) / Inactive (2) through change_multiple_status (the server refuses
 * pending, refused and occupied vehicles with a 409 whose message the toast shows), delete
 * (an occupied vehicle is refused, with the server's advice to release it).
 */
export const VehicleBulkActions = () => (
  <>
    <ReleaseButton />
    <BulkStatusButton enable status={VEHICLE_STATUS.active} label="resources.vehiculos.list.bulk.activate" question={confirmKeys('activate')} />
    <BulkStatusButton enable={false} status={VEHICLE_STATUS.inactive} label="resources.vehiculos.list.bulk.deactivate" question={confirmKeys('deactivate')} />
    {/* The server refuses only occupied vehicles, which change_multiple_status refuses too: its message says to release them. */}
    <BulkDeleteWithInUseButton disableInstead={false} />
  </>
);
