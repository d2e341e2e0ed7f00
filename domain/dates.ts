import { format as formatFns, isValid, parseISO } from 'date-fns';

/** SPEC §9 display formats per language; screens and exported files both use them. */
export const DATE_FORMATS = {
  es: { dateTime: 'dd-MM-yyyy hh:mm a', date: 'dd-MM-yyyy' },
  en: { dateTime: 'MM/dd/yyyy HH:mm:ss', date: 'MM/dd/yyyy' },
} as const;

/** The same instant as wall-clock time in `timeZone`, so date-fns prints that zone's time. */
const inZone = (date: Date, timeZone?: string) => (timeZone ? new Date(date.toLocaleString('en-US', { timeZone })) : date);

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('yyyy-MM-dd') in the language's date format, as date-fns writes it, without a
 * Date between (the server writes one for each notification and each date cell of an export);
 * undefined for anything else, a day that does not exist included, which date-fns then answers.
 */
function formatDay(value: string, locale: string): string | undefined {
  const match = DAY_ONLY.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  // Day 0 of the next month is the month's last (UTC: no daylight saving in between).
  if (y < 1000 || m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return undefined;
  const format = locale === 'en' ? DATE_FORMATS.en.date : DATE_FORMATS.es.date;
  return format.replace('dd', day).replace('MM', month).replace('yyyy', year);
}

/**
 * Formats an ISO string, Date or epoch ms for the language, in `timeZone` when given (the
 * server formats exports in the caller's zone) or the local one; '' when empty or unreadable.
 */
export const formatDate = (value: unknown, locale: string, withTime = true, timeZone?: string): string => {
  if (value === null || value === undefined || value === '') return '';
  if (!withTime && timeZone === undefined && typeof value === 'string') {
    const day = formatDay(value, locale);
    if (day !== undefined) return day;
  }
  const parsed = typeof value === 'string' ? parseISO(value) : new Date(value as number | Date);
  if (!isValid(parsed)) return '';
  const date = inZone(parsed, timeZone);
  const formats = locale === 'en' ? DATE_FORMATS.en : DATE_FORMATS.es;
  return formatFns(date, withTime ? formats.dateTime : formats.date);
};

/**
 * The years a date the API takes may have (filters, date fields): four digits, and none before
 * 1900, which no record of a fleet holds. PostgreSQL refuses year 0 and JavaScript years past
 * 275760, so without a bound such a date reached the database as a 500.
 */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

/**
 * yyyy-MM-dd, optionally followed by a time and an offset (ISO 8601, as the API documents);
 * longer or signed years are read too, to be refused by their range rather than as unreadable.
 */
const ISO_DATE = /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export type DateRead = { ok: true; date: Date; day: string } | { ok: false; key: 'date' | 'date_range' };

/**
 * Reads a date or date-time the API was sent: `date` when it is not an ISO 8601 date of the
 * calendar (2020-02-30 is refused, not moved to March), `date_range` when its year is outside
 * DATE_YEARS. `day` is its yyyy-MM-dd as written.
 */
export function readApiDate(raw: string): DateRead {
  const match = ISO_DATE.exec(raw.trim());
  if (!match) return { ok: false, key: 'date' };
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match;
  const [year, month, dayOfMonth] = [Number(y), Number(m), Number(d)];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return { ok: false, key: 'date_range' };
  const calendar = new Date(Date.UTC(2000, month - 1, dayOfMonth)); // a leap year stands in for any year's February 29
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const realDay = calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === dayOfMonth && (leap || month !== 2 || dayOfMonth !== 29);
  if (!/^\d{4}$/.test(y) || !realDay || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return { ok: false, key: 'date' };
  const date = new Date(raw.trim().replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return { ok: false, key: 'date' };
  return { ok: true, date, day: `${y}-${m}-${d}` };
}
