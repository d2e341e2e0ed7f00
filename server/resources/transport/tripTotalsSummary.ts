import { sql, type SQL } from 'drizzle-orm';
import type { AggregateArgs, AggregateSummary } from '../../kit/aggregates';
import { trip_driver_months, trip_passenger_months, trip_totals_zone, usuarios, viajes } from '../../db/schema';
import { searchCondition } from '../../kit/query';
import { wallClock } from '../../../domain/zones';
import { users } from '../users/users';

/**
 * The per-driver and per-passenger totals of whole calendar months, read from the month rows the
 * database keeps (migration 0027: trip_driver_months, trip_passenger_months): a month of one plant,
 * or of every plant, is a page in an index's order; several months or plants add their rows up.
 * Any other period is answered by grouping the trips (tripTotals.ts), and so is a whole month
 * whenever the database finds the month rows would not count exactly the same trips: kept in
 * another time zone, a bound that is not the month's own there, or a trip departing in the last
 * instants after a period's end (`inexact`).
 */

type Period = NonNullable<AggregateArgs['period']>;
type MonthTable = typeof trip_driver_months | typeof trip_passenger_months;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthStart = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/**
 * The months (their first days) a period covers whole in `zone`, with the checks the database
 * makes of what the wall clock suggests, or undefined when it is no whole months. A day bound is
 * its whole day (the 1st, the month's last day); an instant the month's first one, or, as an end,
 * one within the month's last second: the trips departing between it and the month's end, if any,
 * make the month rows inexact.
 */
export function wholeMonths({ gte, lte }: Period, zone: string): { first: string; last: string; inexact: SQL[] } | undefined {
  const inexact: SQL[] = [];
  let first: string;
  if (gte.day) {
    if (!gte.day.endsWith('-01')) return undefined;
    first = gte.day;
  } else {
    const at = wallClock(gte.instant, zone);
    if (at.day !== 1 || at.hour || at.minute || at.second || gte.instant.getUTCMilliseconds()) return undefined;
    first = monthStart(at.year, at.month);
    inexact.push(sql`${gte.instant}::timestamptz <> (${first}::date::timestamp AT TIME ZONE ${zone}::text)`);
  }
  let last: string;
  if (lte.day) {
    const [year, month, day] = lte.day.split('-').map(Number);
    if (day !== daysIn(year, month)) return undefined;
    last = monthStart(year, month);
  } else {
    const at = wallClock(lte.instant, zone);
    if (at.day !== daysIn(at.year, at.month) || at.hour !== 23 || at.minute !== 59 || at.second !== 59) return undefined;
    last = monthStart(at.year, at.month);
    const end = sql`((${last}::date + interval '1 month')::timestamp AT TIME ZONE ${zone}::text)`;
    const bound = sql`${lte.instant}::timestamptz`;
    inexact.push(sql`NOT (${bound} < ${end} AND ${bound} >= ${end} - interval '1 second')`);
    inexact.push(sql`EXISTS (SELECT 1 FROM ${viajes} WHERE ${viajes.fecha_salida} > ${bound} AND ${viajes.fecha_salida} < ${end})`);
  }
  return first <= last ? { first, last, inexact } : undefined;
}

/** The plants asked for as the month rows key them (0: every plant), or undefined when they cannot answer the filters. */
function plantsOf(filters: AggregateArgs['filters']): number[] | undefined {
  if (Object.keys(filters).some((field) => field !== 'planta')) return undefined;
  const lists = filters.planta ?? [];
  if (lists.length > 1) return undefined;
  return lists.length ? (lists[0] as number[]) : [0];
}

/** The output names of a kind of totals: its person's name and its count of trips or rides. */
export interface SummaryNames {
  name: string;
  finished: string;
}

/**
 * `table`'s rows for the call, answering the columns tripTotals.ts's grouped rows answer, or
 * undefined when they cannot. One month of one plant (or all) is its rows as they are, read in
 * the order of the index of the column sorted on; more than one adds them up per person.
 */
export function monthSummary(table: MonthTable, names: SummaryNames, { period, filters, search, zone }: AggregateArgs): AggregateSummary | undefined {
  const months = period && wholeMonths(period, zone);
  const plants = plantsOf(filters);
  if (!months || !plants) return undefined;
  const t = table;
  const searched = search ? sql` AND ${t.usuario} IN (SELECT ${usuarios.id} FROM ${usuarios} WHERE ${searchCondition(users, search)})` : sql``;
  const [name, finished] = [sql.identifier(names.name), sql.identifier(names.finished)];
  const rows =
    months.first === months.last && plants.length === 1
      ? sql`SELECT ${t.usuario} AS id, ${t.name} AS ${name}, ${t.finished} AS ${finished}, ${t.km} AS km, ${t.points} AS points,
                   ${t.cancellations} AS cancellations, ${t.no_shows} AS no_shows
              FROM ${t} WHERE ${t.mes} = ${months.first} AND ${t.planta} = ${plants[0]}${searched}`
      : sql`SELECT ${t.usuario} AS id, max(${t.name}) AS ${name}, sum(${t.finished})::int AS ${finished}, sum(${t.km}) AS km, sum(${t.points})::int AS points,
                   sum(${t.cancellations})::int AS cancellations, sum(${t.no_shows})::int AS no_shows
              FROM ${t} WHERE ${t.mes} BETWEEN ${months.first} AND ${months.last} AND ${t.planta} IN (${sql.join(plants.map((p) => sql`${p}`), sql`, `)})${searched}
             GROUP BY ${t.usuario}`;
  // Kept in another time zone than the company's (until tripTotalsZone.ts has them rebuilt): not these months.
  const otherZone = sql`(SELECT ${trip_totals_zone.zone} FROM ${trip_totals_zone}) IS DISTINCT FROM ${zone}::text`;
  return { rows, inexact: sql.join([otherZone, ...months.inexact], sql` OR `) };
}
