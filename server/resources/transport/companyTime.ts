import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Days and months of trips in the company's time zone (config TIME_ZONE), as SQL bounds on
 * `fecha_salida`: a trip at 23:30 on the 31st in Mexico City is that month's, whatever UTC says.
 * The database does the arithmetic, with the tzdata it shares with the rest of the queries.
 */
export interface Bounds {
  /** The first instant, included. */
  from: SQL;
  /** The first instant after, excluded. */
  to: SQL;
}

/** The local month that starts at local time `start` (a timestamp without zone), as instants. */
const localMonth = (start: SQL, zone: string): Bounds => ({
  from: sql`((${start}) AT TIME ZONE ${zone})`,
  to: sql`((${start}) + interval '1 month') AT TIME ZONE ${zone}`,
});

/** The calendar month `mes` (1–12) of `anio` in `zone`. */
export const monthOf = (anio: number, mes: number, zone: string) => localMonth(sql`make_timestamp(${anio}::int, ${mes}::int, 1, 0, 0, 0)`, zone);

/** The calendar month in `zone` holding the instant `at` (a timestamptz expression). */
export const monthHolding = (at: SQL, zone: string) => localMonth(sql`date_trunc('month', (${at}) AT TIME ZONE ${zone})`, zone);

/** The calendar day `day` (a date expression, or yyyy-MM-dd) in `zone`. */
export function dayOf(day: SQL | string, zone: string): Bounds {
  const start = sql`(${day})::date::timestamp`;
  return { from: sql`(${start} AT TIME ZONE ${zone})`, to: sql`((${start} + interval '1 day') AT TIME ZONE ${zone})` };
}

/** `column` within the bounds. */
export const within = (column: SQL | AnyColumn, bounds: Bounds) => sql`(${column} >= ${bounds.from} AND ${column} < ${bounds.to})`;
