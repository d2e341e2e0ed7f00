import { USER_ROLE } from '../../domain/status';
import type { ChipChoice } from '../common/ChoiceChipField';
import { documentStatusChoices } from '../common/statusChoices';

/** DOMAIN §2 user role (app users): 0 Passenger, 1 Driver. */
export const roleChoices: ChipChoice[] = [
  { id: USER_ROLE.passenger, name: 'resources.usuarios.roles.passenger', color: 'default', variant: 'outlined' },
  { id: USER_ROLE.driver, name: 'resources.usuarios.roles.driver', color: 'primary', variant: 'outlined' },
];

/** DOMAIN §2 document status of the licence: 0 Pending … 4 Expired. */
export const licenceStatusChoices = documentStatusChoices((state) => `resources.usuarios.licence_status.${state}`);
