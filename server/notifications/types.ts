import type { Role } from '../../domain/roles';

/** DOMAIN §2 notification types, in SPEC §4's order. */
export const NOTIFICATION_TYPES = {
  vehicle_registration: 0,
  fleet_trip_request: 1,
  panic_alert: 2,
  licence_registration: 3,
  verification_expiring: 4,
  verification_expired: 5,
  road_permit_expiring: 6,
  road_permit_expired: 7,
  insurance_expiring: 8,
  insurance_expired: 9,
  licence_updated: 10,
  vehicle_refused: 11,
  insurance_updated: 12,
  road_permit_updated: 13,
  // Beyond DOMAIN §2's list: the loans issue asks that an incident be told to administrators.
  loan_incident: 14,
} as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

const ADMIN: readonly Role[] = ['admin'];
const ADMIN_HR: readonly Role[] = ['admin', 'rh_admin'];
const ADMIN_C4: readonly Role[] = ['admin', 'c4'];

/** DOMAIN §5: who receives each type (0, 4–9, 11–14 admin; 1, 3, 10 admin and HR; 2 admin and C4). */
export const RECIPIENTS: Readonly<Record<NotificationType, readonly Role[]>> = {
  0: ADMIN,
  1: ADMIN_HR,
  2: ADMIN_C4,
  3: ADMIN_HR,
  4: ADMIN,
  5: ADMIN,
  6: ADMIN,
  7: ADMIN,
  8: ADMIN,
  9: ADMIN,
  10: ADMIN_HR,
  11: ADMIN,
  12: ADMIN,
  13: ADMIN,
  14: ADMIN,
};
