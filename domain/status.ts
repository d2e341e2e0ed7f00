/** Numeric states of DOMAIN §2 that the foundation uses; later resources add theirs here. */
export const ACTIVE_STATUS = { inactive: 0, active: 1 } as const;
export const ACTIVE_STATUS_VALUES = [0, 1] as const;

/** User role (app users), DOMAIN §2: 0 Passenger, 1 Driver. */
export const USER_ROLE = { passenger: 0, driver: 1 } as const;
export const USER_ROLE_VALUES = [0, 1] as const;

/** Document status (vehicle documents, user licence), DOMAIN §2. */
export const DOCUMENT_STATUS = { pending: 0, accepted: 1, rejected: 2, expiring: 3, expired: 4 } as const;
export const DOCUMENT_STATUS_VALUES = [0, 1, 2, 3, 4] as const;
/** DOMAIN §2: a document is expiring within this many days of its expiry date. */
export const EXPIRING_WITHIN_DAYS = 30;
