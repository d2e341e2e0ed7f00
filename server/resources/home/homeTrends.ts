import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { trendMonths, type TrendMonth, type TrendsAnswer } from '../../../domain/home';
import { TRIP_STATUS } from '../../../domain/trips';
import type { AppContext } from '../../context';
import { incidencias, plantas, prestamos, trip_driver_months, trip_totals_zone, viajes } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { recent } from '../../kit/listQueries';
import { checkTotalsZone } from '../transport/tripTotalsZone';

const dialect = new PgDialect();

/** A month's start (yyyy-MM-01, a date expression) as the instant it begins in `zone`, `plus` months on. */
const startOf = (month: SQL, zone: string, plus = 0) => sql`((${month} + ${sql.raw(String(plus))} * interval '1 month')::timestamp AT TIME ZONE ${zone}::text)`;

/**
 * The trends' statement: per month of `months` (yyyy-MM-01, oldest first), in the company's time
 * zone, the loans created, the trips finished (by departure, as the per-driver totals count them)
 * and their km, and the loans' incidents recorded; of one plant or all. Every month is a range of
 * an index, read without per-row time zone arithmetic (`bounds` holds the months' first instants):
 * - loans: each month's range of the created_at index for every plant; for one plant (no index
 *   starts with the plant and the date) one pass over the twelve months, each row put in its month;
 * - trips and km: the month rows' indexes (trip_driver_months, planta 0 for every plant) while
 *   they are kept in this time zone, else the trips of the month;
 * - incidents (few): one pass over the twelve months, with their loan's plant through its key.
 */
export function trendsStatement(months: string[], zone: string, planta: number | null): SQL {
  const [from, to] = [startOf(sql`m.mes`, zone), startOf(sql`m.mes`, zone, 1)];
  const within = (column: AnyColumn) => sql`${column} >= ${from} AND ${column} < ${to}`;
  const ofPlant = (column: AnyColumn) => (planta === null ? sql`` : sql` AND ${column} = ${planta}`);
  /** The twelve months' range of `column`, and its month's number (1–12, as `m.k`). */
  const inRange = (column: AnyColumn) => sql`${column} >= b.at[1] AND ${column} < b.at[${sql.raw(String(months.length + 1))}]`;
  const monthNumber = (column: AnyColumn) => sql`width_bucket(${column}, b.at)`;
  const finished = sql`${viajes.status} = ${sql.raw(String(TRIP_STATUS.finished))} AND ${within(viajes.fecha_salida)}${ofPlant(viajes.planta)}`;
  const kept = sql`(SELECT ${trip_totals_zone.zone} FROM ${trip_totals_zone}) IS NOT DISTINCT FROM ${zone}::text`;
  const monthRows = (column: AnyColumn) => sql`(SELECT sum(${column}) FROM ${trip_driver_months} WHERE ${trip_driver_months.mes} = m.mes AND ${trip_driver_months.planta} = ${planta ?? 0})`;
  const next = startOf(sql`${months[months.length - 1]}::date`, zone, 1);
  return sql`
    WITH bounds AS (
      SELECT array_append(array_agg((d::timestamp AT TIME ZONE ${zone}::text) ORDER BY d), ${next}) AS at FROM unnest(${sql.param(months)}::date[]) AS d
    ), incidents AS (
      SELECT ${monthNumber(incidencias.created_at)} AS k, count(*)::int AS n FROM bounds b, ${incidencias}
        ${planta === null ? sql`` : sql`JOIN ${prestamos} ON ${prestamos.id} = ${incidencias.prestamo}`}
       WHERE ${inRange(incidencias.created_at)}${ofPlant(prestamos.planta)} GROUP BY 1
    ), plant_loans AS (
      SELECT ${monthNumber(prestamos.created_at)} AS k, count(*)::int AS n FROM bounds b, ${prestamos}
       WHERE ${planta === null ? sql`false` : sql`${inRange(prestamos.created_at)} AND ${prestamos.planta} = ${planta}`} GROUP BY 1
    )
    SELECT to_char(m.mes, 'YYYY-MM') AS mes,
      ${planta === null ? sql`(SELECT count(*) FROM ${prestamos} WHERE ${within(prestamos.created_at)})::int` : sql`coalesce(l.n, 0)`} AS loans,
      coalesce(CASE WHEN ${kept} THEN ${monthRows(trip_driver_months.finished)} ELSE (SELECT count(*) FROM ${viajes} WHERE ${finished}) END, 0)::int AS trips,
      coalesce(CASE WHEN ${kept} THEN ${monthRows(trip_driver_months.km)} ELSE (SELECT sum(${viajes.distance}) FROM ${viajes} WHERE ${finished}) END, 0)::float8 AS km,
      coalesce(i.n, 0) AS incidents,
      ${planta === null ? sql`true` : sql`EXISTS (SELECT 1 FROM ${plantas} WHERE ${plantas.id} = ${planta})`} AS planta_ok
      FROM unnest(${sql.param(months)}::date[]) WITH ORDINALITY AS m(mes, k)
      LEFT JOIN incidents i ON i.k = m.k LEFT JOIN plant_loans l ON l.k = m.k
     ORDER BY m.k`;
}

/** GET inicio/tendencias/'s work: the last twelve months, this one included, in the company's time zone; one round trip. */
export function homeTrends(ctx: AppContext, log: (message: string, err?: unknown) => void) {
  const zone = ctx.config.timeZone;
  const statements = recent<{ sql: string; params: unknown[] }>(100);
  return async (planta: number | null): Promise<TrendsAnswer> => {
    // The month rows are rebuilt in this zone when kept in another (the trips themselves are read meanwhile).
    await checkTotalsZone(ctx, log);
    const now = new Date();
    const months = trendMonths(now, zone).map((month) => `${month}-01`);
    const statement = statements(`${planta}|${months[0]}`, () => dialect.sqlToQuery(trendsStatement(months, zone, planta)));
    const { rows } = await ctx.database.pool.query<TrendMonth & { planta_ok: boolean }>(statement.sql, statement.params);
    // Every row says whether the plant exists (the statement's last column): a field error when not.
    if (!rows[0].planta_ok) throw FieldErrors.one('planta', 'reference');
    return { planta, months: rows.map(({ planta_ok: _ok, ...month }) => month), generated_at: now.toISOString() };
  };
}
