/**
 * Calendars and clocks in an IANA time zone (the company's TIME_ZONE on the server, the reader's
 * in a browser), read with Intl: one formatter per zone, made once.
 */

/** An instant's calendar and clock in a zone: month 1–12, hour 0–23, to the second. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A calendar day in a zone (month 1–12). */
export interface ZonedDay {
  year: number;
  month: number;
  day: number;
}

const formats = new Map<string | undefined, Intl.DateTimeFormat>();

/** The wall clock of `instant` in `zone` (the process's own zone when absent). */
export function wallClock(instant: Date, zone?: string): WallClock {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: part.year, month: part.month, day: part.day, hour: part.hour, minute: part.minute, second: part.second };
}

/** The wall clock of `instant` in `zone` as the UTC instant with the same fields (spreadsheet cells have no zone). */
export function wallClockAsUtc(instant: Date, zone?: string): Date {
  const at = wallClock(instant, zone);
  return new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second));
}

/** The calendar day `now` falls on in `zone`. */
export function dayIn(now: Date, zone: string): ZonedDay {
  const { year, month, day } = wallClock(now, zone);
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the API and the date inputs write it (yyyy-MM-dd). */
export const dayText = ({ year, month, day }: ZonedDay) => `${year}-${pad(month)}-${pad(day)}`;

/** The calendar day (yyyy-MM-dd) `now` falls on in `zone`. */
export const todayIn = (zone: string, now = new Date()): string => dayText(dayIn(now, zone));

/**
 * The instant local midnight starts day `day` of `month` (1–12, either may overflow: the 32nd is
 * the next month's 1st) of `year` in `zone`. The zone's offset is read at a first guess and again
 * at the answer, so a change of offset (summer time) between UTC midnight and the local one counts.
 */
export function midnightIn(year: number, month: number, day: number, zone: string): Date {
  const local = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => wallClockAsUtc(new Date(instant), zone).getTime() - Math.floor(instant / 1000) * 1000;
  const first = local - offsetAt(local);
  return new Date(local - offsetAt(first));
}
