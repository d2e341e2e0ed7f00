import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { EARTH_RADIUS_KM, roundKm, type LatLng } from '../../../domain/geo';
import { CANDIDATES_MAX } from '../../../domain/tripRequests';
import { SEAT_HOLDING_STATES, TRIP_STATUS } from '../../../domain/trips';
import type { Db } from '../../db/client';
import { detalle_viaje, rutas, usuarios, viajes } from '../../db/schema';
import type { ActionArgs, RecordAction } from '../../kit/define';
import type { Row } from '../../kit/records';
import { readSettings } from '../settings';
import { dayOf, within } from './companyTime';

/**
 * The distance in km from `p` to the path `path` (a jsonb [{lat, lng}] expression), computed in
 * the database with domain/geo.ts distanceToPathKm's math: each pair of consecutive points
 * (jsonb_array_elements WITH ORDINALITY) is a segment on the plane tangent at `p`, and the
 * nearest segment wins; a one-point path is that point. Plain SQL, so PostgreSQL 15 and 18 run
 * it with no extension.
 */
export function distanceToPathSql(path: SQL, p: LatLng): SQL {
  const kx = sql`(radians(1) * ${EARTH_RADIUS_KM}::float8 * cos(radians(${p.lat}::float8)))`;
  const ky = sql`(radians(1) * ${EARTH_RADIUS_KM}::float8)`;
  const x = (point: SQL) => sql`(((${point}->>'lng')::float8 - ${p.lng}::float8) * ${kx})`;
  const y = (point: SQL) => sql`(((${point}->>'lat')::float8 - ${p.lat}::float8) * ${ky})`;
  return sql`(SELECT min(sqrt((seg_t.ax + seg_t.t * seg_t.dx) * (seg_t.ax + seg_t.t * seg_t.dx) + (seg_t.ay + seg_t.t * seg_t.dy) * (seg_t.ay + seg_t.t * seg_t.dy)))
      FROM (SELECT seg.ax, seg.ay, seg.dx, seg.dy,
                   CASE WHEN seg.dx * seg.dx + seg.dy * seg.dy = 0 THEN 0
                        ELSE greatest(0, least(1, -(seg.ax * seg.dx + seg.ay * seg.dy) / (seg.dx * seg.dx + seg.dy * seg.dy))) END AS t
              FROM (SELECT ${x(sql`a.pt`)} AS ax, ${y(sql`a.pt`)} AS ay,
                           ${x(sql`b.pt`)} - ${x(sql`a.pt`)} AS dx, ${y(sql`b.pt`)} - ${y(sql`a.pt`)} AS dy
                      FROM jsonb_array_elements(${path}) WITH ORDINALITY AS a(pt, i)
                      JOIN jsonb_array_elements(${path}) WITH ORDINALITY AS b(pt, i)
                        ON b.i = least(a.i + 1, jsonb_array_length(${path}))
                     WHERE a.i < jsonb_array_length(${path}) OR jsonb_array_length(${path}) = 1) AS seg) AS seg_t)`;
}

/** A trip request as the matching reads it (the stored row). */
export type TripRequest = Pick<Row, 'id'> & { usuario: number; fecha: string; tipo: number; pickup_latitude: number; pickup_longitude: number };

const seatHolding = sql.raw(SEAT_HOLDING_STATES.join(', '));

/** The seats trip `v` has taken (its seat-holding occupants). */
const seatsTaken = sql`(SELECT count(*) FROM ${detalle_viaje} AS d WHERE d.viaje = v.id AND d.status IN (${seatHolding}))::int`;

/** Whether `usuario` already holds a seat on trip `v`. */
const aboard = (usuario: number) => sql`EXISTS (SELECT 1 FROM ${detalle_viaje} AS d WHERE d.viaje = v.id AND d.usuario = ${usuario} AND d.status IN (${seatHolding}))`;

/** The request's pickup point. */
const pickupOf = (request: TripRequest): LatLng => ({ lat: request.pickup_latitude, lng: request.pickup_longitude });

/** How trip `viaje` stands against the request, read under the accept's locks: each condition the match needs. */
export interface TripFit {
  scheduled: boolean;
  same_day: boolean;
  same_tipo: boolean;
  own_trip: boolean;
  aboard: boolean;
  taken: number;
  distance_km: number;
}

/** Trip `viaje` measured against the request (SPEC §7 matching), or undefined when no such trip. */
export async function tripFit(tx: Db, request: TripRequest, viaje: number, zone: string): Promise<TripFit | undefined> {
  const { rows } = await tx.execute<TripFit & Row>(sql`
    SELECT v.status = ${TRIP_STATUS.scheduled} AS scheduled, ${within(sql`v.fecha_salida`, dayOf(request.fecha, zone))} AS same_day,
           v.tipo = ${request.tipo} AS same_tipo, v.conductor = ${request.usuario} AS own_trip, ${aboard(request.usuario)} AS aboard,
           ${seatsTaken} AS taken, ${distanceToPathSql(sql`r.path`, pickupOf(request))} AS distance_km
      FROM ${viajes} AS v JOIN ${rutas} AS r ON r.id = v.ruta
     WHERE v.id = ${viaje}`);
  return rows[0];
}

const candidateSchema = z.object({
  viaje: z.number().int(),
  ruta: z.number().int(),
  ruta_name: z.string(),
  fecha_salida: z.string().describe('ISO 8601'),
  conductor: z.string().describe("The driver's full name"),
  free_seats: z.number().int().describe("Seats left under the settings' passengers_limit"),
  distance_km: z.number().describe("From the pickup point to the trip's route, km, two decimals"),
});

/**
 * The trips a request may take, nearest first, at most CANDIDATES_MAX: that day (in the company's
 * time zone) and type, scheduled, driven by someone else, without the requester aboard, with a
 * seat free under passengers_limit, on a route within search_radius_km of the pickup point. The
 * day's trips come by their (tipo, fecha_salida) index; each of their routes is measured once.
 */
export async function candidates(db: Db, request: TripRequest, zone: string) {
  const settings = await readSettings(db);
  const { rows } = await db.execute<Row>(sql`
    WITH day_trips AS (
      SELECT v.id, v.ruta, v.conductor, v.fecha_salida, ${seatsTaken} AS taken
        FROM ${viajes} AS v
       WHERE v.tipo = ${request.tipo} AND v.status = ${TRIP_STATUS.scheduled} AND ${within(sql`v.fecha_salida`, dayOf(request.fecha, zone))}
         AND v.conductor <> ${request.usuario} AND NOT ${aboard(request.usuario)}
    ), near AS (
      SELECT r.id, r.name, ${distanceToPathSql(sql`r.path`, pickupOf(request))} AS km
        FROM ${rutas} AS r WHERE r.id IN (SELECT ruta FROM day_trips)
    )
    SELECT t.id AS viaje, t.ruta, n.name AS ruta_name, t.fecha_salida,
           trim(concat_ws(' ', u.name, u.last_name)) AS conductor, ${settings.passengers_limit}::int - t.taken AS free_seats, n.km AS distance_km
      FROM day_trips AS t JOIN near AS n ON n.id = t.ruta JOIN ${usuarios} AS u ON u.id = t.conductor
     WHERE t.taken < ${settings.passengers_limit}::int AND n.km <= ${settings.search_radius_km}::float8
     ORDER BY n.km, t.fecha_salida, t.id
     LIMIT ${CANDIDATES_MAX}`);
  return rows.map((row) => ({ ...row, fecha_salida: new Date(row.fecha_salida as string).toISOString(), distance_km: roundKm(row.distance_km as number) }));
}

/** GET solicitudes_viaje/{id}/candidatos/: the request's candidate trips (DOMAIN §1 `show`). */
export const candidatesAction: RecordAction = {
  path: 'candidatos',
  method: 'GET',
  access: 'show',
  summary: "The trips the request may be accepted onto, nearest first (the accept dialog's choices)",
  answerSchema: z.array(candidateSchema).max(CANDIDATES_MAX),
  async handler({ ctx, id, records }: ActionArgs) {
    const db = ctx.database.db;
    const request = (await records.find(db, id as number)) as unknown as TripRequest;
    return candidates(db, request, ctx.config.timeZone);
  },
};
