import { ACTIVE_STATUS } from '../../domain/status';

/** Choices for the 0/1 status of plants, departments and the like (DOMAIN §2). */
export const activeStatusChoices = [
  { id: ACTIVE_STATUS.active, name: 'app.status.active' },
  { id: ACTIVE_STATUS.inactive, name: 'app.status.inactive' },
];
