import { DOCUMENT_STATUS, USER_ROLE } from '../../domain/status';
import type { ChipChoice } from '../common/ChoiceChipField';

/** DOMAIN §2 user role (app users): 0 Passenger, 1 Driver. */
export const roleChoices: ChipChoice[] = [
  { id: USER_ROLE.passenger, name: 'resources.usuarios.roles.passenger', color: 'default', variant: 'outlined' },
  { id: USER_ROLE.driver, name: 'resources.usuarios.roles.driver', color: 'primary', variant: 'outlined' },
];

/** DOMAIN §2 document status of the licence: 0 Pending … 4 Expired. */
export const licenceStatusChoices: ChipChoice[] = [
  { id: DOCUMENT_STATUS.pending, name: 'resources.usuarios.licence_status.pending', color: 'info' },
  { id: DOCUMENT_STATUS.accepted, name: 'resources.usuarios.licence_status.accepted', color: 'success' },
  { id: DOCUMENT_STATUS.rejected, name: 'resources.usuarios.licence_status.rejected', color: 'error', variant: 'outlined' },
  { id: DOCUMENT_STATUS.expiring, name: 'resources.usuarios.licence_status.expiring', color: 'warning' },
  { id: DOCUMENT_STATUS.expired, name: 'resources.usuarios.licence_status.expired', color: 'error' },
];
