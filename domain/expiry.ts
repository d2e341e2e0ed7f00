import { DOCUMENT_STATUS, EXPIRING_WITHIN_DAYS } from './status';

/**
 * The expiry centre (vencimientos/) as both sides read it: what expires (a vehicle's
 * three documents, a person's driving licence, a fuel card or toll tag), the two states it lists
 * (DOMAIN §2 documents: 3 expiring within 30 days, 4 expired) and the days left.
 */

/** Every kind the centre lists, in the order screens offer them. */
export const EXPIRY_KINDS = ['permiso_circulacion', 'seguro', 'verificacion', 'licencia', 'tarjeta_gasolina', 'tarjeta_tag'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/** Where a kind is renewed: the vehicle's page (by plate), the person's page (by id), the card's edit (by id). */
export const EXPIRY_HOLDER = {
  permiso_circulacion: 'vehiculos',
  seguro: 'vehiculos',
  verificacion: 'vehiculos',
  licencia: 'usuarios',
  tarjeta_gasolina: 'tarjeta_gasolina',
  tarjeta_tag: 'tarjeta_tag',
} as const satisfies Record<ExpiryKind, string>;

/** The states the centre lists (DOMAIN §2 document states). */
export const EXPIRY_STATUS = { expiring: DOCUMENT_STATUS.expiring, expired: DOCUMENT_STATUS.expired } as const;
export const EXPIRY_STATUS_VALUES = [EXPIRY_STATUS.expiring, EXPIRY_STATUS.expired] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUS_VALUES)[number];

/** A row of vencimientos/ (docs/API.md): one document, licence or card that expires soon or has expired. */
export interface ExpiryRow {
  /** '<kind>-<record>'. */
  id: string;
  kind: ExpiryKind;
  /** Where it is renewed: the vehicle's plate, or the user's or card's id. */
  record: string;
  name: string;
  owner_name: string | null;
  planta: number | null;
  vencimiento: string;
  days_left: number;
  status: ExpiryStatus;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whole days from `today` to `vencimiento` (both yyyy-MM-dd): 0 on the day itself, negative once past. */
export const daysLeft = (vencimiento: string, today: string) => dayNumber(vencimiento) - dayNumber(today);

/**
 * The state a date gives on `today`, as the daily expiry job decides it (server/kit/documents.ts):
 * expired after its date, expiring from its last 30 days to the day itself, otherwise none (not
 * in the centre). Cards keep no state of their own: theirs is this.
 */
export function expiryStateOn(vencimiento: string | null | undefined, today: string): ExpiryStatus | null {
  if (!vencimiento) return null;
  const left = daysLeft(vencimiento, today);
  if (left < 0) return EXPIRY_STATUS.expired;
  return left <= EXPIRING_WITHIN_DAYS ? EXPIRY_STATUS.expiring : null;
}

/** The calendar day (yyyy-MM-dd) `now` falls on in the IANA time zone `zone` (the company's, TIME_ZONE). */
export { todayIn } from './zones';
