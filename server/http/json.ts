/**
 * Answers as JSON, written exactly as JSON.stringify writes them. A Date is the costly value:
 * JSON.stringify leaves its fast path to call the Date's toJSON, then toISOString, which costs
 * about as much as a whole row of strings (docs/PERFORMANCE.md). Dates are written here as the
 * same text first, from their time value, and the rest is left to JSON.stringify.
 */

const DAY_MS = 86_400_000;
/** 0000-01-01T00:00:00.000Z and 10000-01-01: toISOString writes years outside with a sign and six digits. */
const FIRST_MS = -62_167_219_200_000;
const PAST_LAST_MS = 253_402_300_800_000;

const DATE_TO_JSON = Date.prototype.toJSON;
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const four = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/** What JSON.stringify writes for `date` (its toJSON): the ISO text in UTC, or null when invalid. */
export const dateJson = (date: Date): string | null => timeJson(date.getTime());

/** dateJson of the Date whose time value is `time` (ms since 1970 UTC), without making the Date. */
export function timeJson(time: number): string | null {
  if (!(time >= FIRST_MS && time < PAST_LAST_MS)) return new Date(time).toJSON();
  const days = Math.floor(time / DAY_MS);
  let ms = time - days * DAY_MS;
  // Days since 1970-01-01 to a civil date (H. Hinnant's days_from_civil, inverted).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(ms / 3_600_000);
  ms -= hours * 3_600_000;
  const minutes = Math.floor(ms / 60_000);
  ms -= minutes * 60_000;
  const seconds = Math.floor(ms / 1000);
  ms -= seconds * 1000;
  return `${four(year)}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(ms)}Z`;
}

/**
 * PostgreSQL's text for a time in UTC (its ISO DateStyle, TimeZone UTC): "2026-11-30 08:05:00.123456+00",
 * from the year 1000 (Date reads "0001-01-01 …" as 2001, and the answer stays what it was).
 */
const UTC_TEXT = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,3})\d*)?\+00$/;

/**
 * What JSON.stringify writes for the Date drizzle makes of PostgreSQL's text for a timestamp
 * (`new Date(text)`, a time without zone read as UTC): rearranged from the text when it is UTC's,
 * the fraction cut to milliseconds as Date cuts it; any other text (another zone, a year before
 * 1000 or past 9999, BC, infinity) through that Date.
 */
export function timestampJson(text: string, withTimezone: boolean): string | null {
  const match = UTC_TEXT.exec(withTimezone ? text : `${text}+00`);
  if (match) return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0')}Z`;
  return dateJson(new Date(withTimezone ? text : `${text}+0000`));
}

/**
 * `value` with every Date inside plain objects and arrays replaced by its JSON text; what holds
 * no Date is answered as it is (not copied). Objects with a toJSON of their own are left to it.
 */
function withoutDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toJSON === DATE_TO_JSON ? dateJson(value) : value;
  // Most values are not objects: they are passed over here, without a call for each.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      const written = withoutDates(item);
      if (written !== item) (copy ??= value.slice())[i] = written;
    }
    return copy ?? value;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  let copy: Record<string, unknown> | undefined;
  const object = value as Record<string, unknown>;
  // Object.keys: the own enumerable keys JSON.stringify writes, from the object's cached list.
  const keys = Object.keys(object);
  for (let i = 0; i < keys.length; i++) {
    const item = object[keys[i]];
    if (item === null || typeof item !== 'object') continue;
    const written = withoutDates(item);
    if (written !== item) (copy ??= { ...object })[keys[i]] = written;
  }
  return copy ?? value;
}

/** JSON.stringify(data), the same text, without Date's slow path. */
export const toJson = (data: unknown): string => JSON.stringify(withoutDates(data));
