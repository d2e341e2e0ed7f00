/** How long ago an instant was, in the largest whole unit that fits: what "hace 5 min" says. */
export interface Elapsed {
  unit: 'now' | 'minutes' | 'hours' | 'days';
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time from `since` to `now`; under a minute (or a clock a little ahead) is "now". */
export const elapsedSince = (since: Date, now: Date): Elapsed => {
  const span = now.getTime() - since.getTime();
  if (span < MINUTE) return { unit: 'now', count: 0 };
  if (span < HOUR) return { unit: 'minutes', count: Math.floor(span / MINUTE) };
  if (span < DAY) return { unit: 'hours', count: Math.floor(span / HOUR) };
  return { unit: 'days', count: Math.floor(span / DAY) };
};
