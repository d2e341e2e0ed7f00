import { GROUP_NAMES } from './roles';

/**
 * The field rules of the one settings record (DOMAIN §5 Settings), shared by the API's schema
 * (server/resources/settings.ts) and the screen's validators (src/settings), so both refuse the
 * same values with the same words. Upper bounds not named by DOMAIN keep values within their
 * columns and within reason; docs/API.md lists them.
 */

/** Whole-number fields and their inclusive ranges. */
export const SETTINGS_WHOLE = {
  passengers_limit: { min: 1, max: 20 },
  vehicles_limit: { min: 1, max: 100 },
  max_vehicle_age: { min: 0, max: 50 },
  limit_driver: { min: 0, max: 1_000_000 },
  limit_user: { min: 0, max: 1_000_000 },
  feedback_days: { min: 0, max: 365 },
  max_minutes_to_start: { min: 0, max: 1440 },
} as const;

export type WholeSetting = keyof typeof SETTINGS_WHOLE;

/** Points per km: at least 0, two decimals at most. */
export const SETTINGS_FACTOR = { min: 0, max: 1000 } as const;
/** Kilometres: more than 0, two decimals at most. */
export const SEARCH_RADIUS_KM = { max: 1000 } as const;
export const SETTINGS_DECIMALS = 2;

/** ISO weekdays, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const CONTACT_PHONE_DIGITS = 10;
export const SETTINGS_EMAIL_MAX = 254;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/**
 * Message keys of these rules: the API reads them under `settings.` (i18n/server), the screens
 * under `resources.configuracion.validation.` (i18n/{es,en}/resources/configuracion.ts).
 */
export type SettingsProblem = 'time' | 'time_order' | 'weekdays' | 'weekdays_invalid' | 'version' | 'decimals' | 'positive';

/** "HH:mm", 00:00 to 23:59. */
export const isTime = (value: string) => TIME.test(value);

/** Both times valid and the start strictly before the end (same day). */
export const timesInOrder = (start: string, end: string) => !isTime(start) || !isTime(end) || start < end;

/** x.y.z, digits only. */
export const isVersion = (value: string) => VERSION.test(value);

/** At most two decimals, as numeric(…, 2) stores them without rounding. */
export const hasTwoDecimalsAtMost = (value: number) => Number.isFinite(value) && Number(value.toFixed(SETTINGS_DECIMALS)) === value;

/** What is wrong with a list of operation days, if anything: empty, or a day outside 1–7 or repeated. */
export function weekdaysProblem(days: readonly unknown[]): SettingsProblem | null {
  if (days.length === 0) return 'weekdays';
  const valid = days.every((d) => typeof d === 'number' && (WEEKDAYS as readonly number[]).includes(d));
  return valid && new Set(days).size === days.length ? null : 'weekdays_invalid';
}

/** What is wrong with a list of groups requiring a second factor: an unknown or repeated name ('choice'). */
export function secondFactorGroupsProblem(groups: readonly unknown[]): 'choice' | null {
  const known = groups.every((g) => typeof g === 'string' && (GROUP_NAMES as readonly string[]).includes(g));
  return known && new Set(groups).size === groups.length ? null : 'choice';
}

/** The groups in GROUP_NAMES order, as they are stored. */
export const inGroupOrder = (groups: readonly string[]): string[] => GROUP_NAMES.filter((g) => groups.includes(g));

/** The one record's id: migration 0009 inserts it and a CHECK constraint keeps it the only one. */
export const SETTINGS_ID = 1;
