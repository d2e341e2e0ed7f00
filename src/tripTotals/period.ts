import { dayInstant, isDay } from '../common/dayRange';

/**
 * The period of /viajes/conductores and /viajes/ocupantes (the server requires one): a month
 * (`mes`, yyyy-MM, this month by default) or a range of whole days (`fecha_salida__gte` and
 * `__lte`) that, once both ends are days in order, wins over the month.
 */
export const MONTH = 'mes';
export const FROM = 'fecha_salida__gte';
export const TO = 'fecha_salida__lte';

/** A period as days (yyyy-MM-dd), both included. */
export interface Period {
  from: string;
  to: string;
  /** The month it is, when it is one picked as a month (yyyy-MM). */
  month?: string;
}

/** What a totals row counted (the row's `counted`, PeriodRows): its period, and the plant when the list had one. */
export interface Counted {
  period: Period;
  planta?: unknown;
}

/** The counted days as the filters of the list a row opens (`fecha_salida__gte`, `__lte`, days), and its plant. */
export const countedFilter = ({ period, planta }: Counted): Record<string, unknown> => ({
  [FROM]: period.from,
  [TO]: period.to,
  ...(planta !== undefined && planta !== null && planta !== '' ? { planta } : {}),
});

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const two = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM of a date, in the reader's time zone. */
export const monthKey = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}`;

/** The first and last days of a month (yyyy-MM). */
export const monthPeriod = (month: string): Period => {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(year, number, 0).getDate();
  return { from: `${month}-01`, to: `${month}-${two(last)}`, month };
};

/** The period a list's filters ask for: the range when both ends are days in order, else the month, else this month. */
export const periodOf = (filter: Record<string, unknown> = {}, now = new Date()): Period => {
  const from = filter[FROM];
  const to = filter[TO];
  if (isDay(from) && isDay(to) && from <= to) return { from, to };
  const month = filter[MONTH];
  return monthPeriod(typeof month === 'string' && MONTH_PATTERN.test(month) ? month : monthKey(now));
};

/**
 * The filters as the API takes them: the month and the range's days replaced by the period's
 * instants in the reader's time zone (as the trips list sends its days, so a driver's row and
 * that driver's trips count the same trips).
 */
export const periodFilter = (filter: Record<string, unknown> = {}, now = new Date()): Record<string, unknown> => {
  const { [MONTH]: _month, [FROM]: _from, [TO]: _to, ...rest } = filter;
  const period = periodOf(filter, now);
  return { ...rest, [FROM]: dayInstant(period.from, false), [TO]: dayInstant(period.to, true) };
};

/** The months offered, newest first: this one and the 35 before it (three years), and a month asked for beyond them. */
export const monthChoices = (locale: string, asked?: unknown, now = new Date()): { id: string; name: string }[] => {
  const names = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', { month: 'long', year: 'numeric' });
  const months = Array.from({ length: 36 }, (_, back) => new Date(now.getFullYear(), now.getMonth() - back, 1));
  if (typeof asked === 'string' && MONTH_PATTERN.test(asked) && !months.some((month) => monthKey(month) === asked)) {
    const [year, number] = asked.split('-').map(Number);
    months.push(new Date(year, number - 1, 1));
  }
  return months.map((month) => ({ id: monthKey(month), name: names.format(month) }));
};
