/**
 * Notification types both sides need: the server raises them, the notifications screen filters
 * and labels them.
 */

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
  // Beyond DOMAIN §2's list: administrators are told of a loan's incident (docs/DECISIONS.md).
  loan_incident: 14,
} as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** Every type, in order. */
export const NOTIFICATION_TYPE_VALUES: readonly NotificationType[] = Object.values(NOTIFICATION_TYPES);
