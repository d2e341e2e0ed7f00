import { sql, type SQL } from 'drizzle-orm';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { detalle_viaje, trip_driver_months, trip_passenger_months, usuarios, viajes } from '../../db/schema';
import { defineAggregate } from '../../kit/aggregates';
import { searchCondition } from '../../kit/query';
import { users } from '../users/users';
import { monthSummary } from './tripTotalsSummary';
import { checkTotalsZone } from './tripTotalsZone';

/**
 * /viajes/conductores and /viajes/ocupantes (DOMAIN §1 read only): one row per driver, or per
 * passenger, with their totals over a period of trips (by departure), computed, sorted and paged
 * in the database (server/kit/aggregates.ts). Points are those credited (DOMAIN §4) to the trips
 * of the period; km those of the trips finished, or rides finalized. Whole months are read from
 * the month rows the database keeps (tripTotalsSummary.ts); other periods, and exports, group the
 * period's trips and occupants.
 */

/** The period's trips, those of the plant(s) asked for too. */
const PERIOD = { field: 'fecha_salida', column: viajes.fecha_salida, maxDays: 366 };
const FILTERS = { planta: { type: 'integer' as const, column: viajes.planta } };

const status = (value: number) => sql.raw(String(value));
const fullName = sql`trim(concat_ws(' ', ${usuarios.name}, ${usuarios.last_name}))`;
/** The people of the totals, named, and searched by the users' stored search column. */
const named = (totals: SQL, nameAs: string, search?: string) =>
  sql`SELECT ${fullName} AS ${sql.identifier(nameAs)}, totals.* FROM (${totals}) AS totals
        JOIN ${usuarios} ON ${usuarios.id} = totals.id ${search ? sql`WHERE ${searchCondition(users, search)}` : sql``}`;

const count = (description: string) => ({ type: 'integer' as const, description });

export const driverTotals = defineAggregate({
  base: 'viajes/conductores',
  period: PERIOD,
  filters: FILTERS,
  searchable: true,
  columns: {
    id: count("The driver's user id"),
    conductor: { type: 'text', description: "The driver's full name" },
    trips: count('Trips finished'),
    km: { type: 'number', description: 'Km of the trips finished' },
    points: count('Points credited for the trips'),
    cancellations: count('Trips cancelled'),
    no_shows: count("Passengers not present on the driver's trips (occupant status 5)"),
  },
  defaultOrdering: 'conductor',
  summary: (args) => monthSummary(trip_driver_months, { name: 'conductor', finished: 'trips' }, args),
  prepare: checkTotalsZone,
  exportColumns: [{ field: 'id' }, { field: 'conductor' }, { field: 'trips' }, { field: 'km' }, { field: 'points' }, { field: 'cancellations' }, { field: 'no_shows' }],
  rows: ({ where, search }) =>
    sql`SELECT id, conductor, trips, km, points, cancellations, no_shows FROM (${named(
      sql`SELECT ${viajes.conductor} AS id,
            count(*) FILTER (WHERE ${viajes.status} = ${status(TRIP_STATUS.finished)})::int AS trips,
            coalesce(sum(${viajes.distance}) FILTER (WHERE ${viajes.status} = ${status(TRIP_STATUS.finished)}), 0)::float8 AS km,
            coalesce(sum(${viajes.reward}) FILTER (WHERE ${viajes.credited_at} IS NOT NULL), 0)::int AS points,
            count(*) FILTER (WHERE ${viajes.status} = ${status(TRIP_STATUS.cancelled)})::int AS cancellations,
            coalesce(sum(missed.n), 0)::int AS no_shows
          FROM ${viajes} CROSS JOIN LATERAL (SELECT count(*) AS n FROM ${detalle_viaje}
            WHERE ${detalle_viaje.viaje} = ${viajes.id} AND ${detalle_viaje.status} = ${status(OCCUPANT_STATUS.not_present)}) AS missed
          WHERE ${where} GROUP BY ${viajes.conductor}`,
      'conductor',
      search,
    )}) AS driver_totals`,
});

export const passengerTotals = defineAggregate({
  base: 'viajes/ocupantes',
  period: PERIOD,
  filters: FILTERS,
  searchable: true,
  columns: {
    id: count("The passenger's user id"),
    usuario: { type: 'text', description: "The passenger's full name" },
    rides: count('Rides finalized'),
    km: { type: 'number', description: 'Km of the rides finalized' },
    points: count('Points credited for the rides'),
    cancellations: count('Rides the passenger cancelled (occupant status 4)'),
    no_shows: count('Rides the passenger missed (occupant status 5)'),
  },
  defaultOrdering: 'usuario',
  summary: (args) => monthSummary(trip_passenger_months, { name: 'usuario', finished: 'rides' }, args),
  prepare: checkTotalsZone,
  exportColumns: [{ field: 'id' }, { field: 'usuario' }, { field: 'rides' }, { field: 'km' }, { field: 'points' }, { field: 'cancellations' }, { field: 'no_shows' }],
  rows: ({ where, search }) =>
    sql`SELECT id, usuario, rides, km, points, cancellations, no_shows FROM (${named(
      sql`SELECT ${detalle_viaje.usuario} AS id,
            count(*) FILTER (WHERE ${detalle_viaje.status} = ${status(OCCUPANT_STATUS.finalized)})::int AS rides,
            coalesce(sum(${viajes.distance}) FILTER (WHERE ${detalle_viaje.status} = ${status(OCCUPANT_STATUS.finalized)}), 0)::float8 AS km,
            coalesce(sum(${detalle_viaje.reward}) FILTER (WHERE ${detalle_viaje.credited_at} IS NOT NULL), 0)::int AS points,
            count(*) FILTER (WHERE ${detalle_viaje.status} = ${status(OCCUPANT_STATUS.cancelled_by_user)})::int AS cancellations,
            count(*) FILTER (WHERE ${detalle_viaje.status} = ${status(OCCUPANT_STATUS.not_present)})::int AS no_shows
          FROM ${viajes} JOIN ${detalle_viaje} ON ${detalle_viaje.viaje} = ${viajes.id}
          WHERE ${where} GROUP BY ${detalle_viaje.usuario}`,
      'usuario',
      search,
    )}) AS passenger_totals`,
});

/** Every aggregate the API serves. */
export const tripTotals = [driverTotals, passengerTotals];
