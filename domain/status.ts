/** Numeric states of DOMAIN §2 that the foundation uses; later resources add theirs here. */
export const ACTIVE_STATUS = { inactive: 0, active: 1 } as const;
export const ACTIVE_STATUS_VALUES = [0, 1] as const;
