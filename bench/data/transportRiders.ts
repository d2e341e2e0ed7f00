import type { PoolClient } from 'pg';
import { OCCUPANTS_PER_TRIP, type BenchSizes } from './dataset';
import { departure, draw, tripPoints } from './transport';
import { RARE_EVERY, RARE_STREET, STREETS } from './words';

/**
 * Trips' occupants and trip requests at the bench's scale. Trip t's occupants are rows
 * 5(t − 1) + 1 … 5t: four holding a seat (passengers_limit) in the state the trip allows, and a
 * fifth who cancelled or did not show up; passengers are consecutive users from a skewed start
 * (so some ride a lot), distinct on a trip. Every other request (the even ids) was accepted onto
 * a trip: request 2k holds the first seat of trip k·stride, whose occupant names it.
 */

/** Trips per accepted request (the first seat of every stride-th trip came from a request). */
export const requestStride = (sizes: BenchSizes) => Math.max(1, Math.floor(sizes.viajes / Math.floor(sizes.solicitudes_viaje / 2)));

/** The first of trip `t`'s passengers (an SQL expression): its occupant k is user 4 + (first + k) mod (users − 3). */
const firstRider = (t: string) => `floor(($1::int - 3) * power(${draw(t, 21)}, 1.5))::int`;

/** A pickup or drop-off address: a street (Constitución most often, the rare one now and then) and a number. */
const place = (key: string) =>
  `CASE WHEN (${key}) % ${RARE_EVERY} = 7 THEN '${RARE_STREET}' ELSE (ARRAY[${STREETS.map((s) => `'${s}'`).join(', ')}])[1 + floor(${STREETS.length} * power(${draw(key, 23)}, 2))::int] END
   || ' ' || (100 + floor(${draw(key, 25)} * 2800)::int)`;

/** The occupants of trips lo..hi. */
export async function insertOccupants(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  const stride = requestStride(sizes);
  const accepted = Math.floor(sizes.solicitudes_viaje / 2);
  await db.query(
    `INSERT INTO detalle_viaje (id, viaje, usuario, status, pickup_place, pickup_latitude, pickup_longitude, reward, credited_at, solicitud, created_at, updated_at)
     SELECT (v.id - 1)::bigint * ${OCCUPANTS_PER_TRIP} + k + 1, v.id, 4 + (${firstRider('v.id')} + k) % ($1::int - 3), s.status,
       ${place('v.id * 8 + k')}, p.latitude + (${draw('v.id * 8 + k', 27)} - 0.5) * 0.2, p.longitude + (${draw('v.id * 8 + k', 29)} - 0.5) * 0.2,
       CASE WHEN s.status = 2 THEN ${tripPoints('v.distance', 25)} ELSE 0 END, CASE WHEN s.status = 2 THEN v.credited_at END,
       CASE WHEN k = 0 AND v.status <> 3 AND v.id % $2::int = 0 AND v.id / $2::int <= $3::int THEN 2 * (v.id / $2::int) END,
       v.created_at, CASE WHEN s.status = 2 THEN v.credited_at ELSE v.updated_at END
     FROM viajes v JOIN plantas p ON p.id = v.planta CROSS JOIN generate_series(0, ${OCCUPANTS_PER_TRIP - 1}) k
     CROSS JOIN LATERAL (SELECT CASE
       WHEN v.status = 3 THEN CASE WHEN k < 4 THEN 3 ELSE 4 END
       WHEN k = 4 THEN CASE WHEN v.status = 2 AND ${draw('v.id', 31)} < 0.5 THEN 5 ELSE 4 END
       WHEN v.status = 0 THEN 0
       WHEN v.status = 1 THEN CASE WHEN k < 2 THEN 1 ELSE 0 END
       WHEN v.credited_at IS NULL THEN 1
       WHEN ${draw('v.id * 8 + k', 33)} < 0.1 THEN 5 ELSE 2 END AS status) s
     WHERE v.id BETWEEN $4 AND $5`,
    [sizes.usuarios, stride, accepted, lo, hi],
  );
}

/**
 * Trip requests lo..hi, chronological by id along the trips' timeline. An even one was accepted
 * onto its trip (the rider of that trip's first seat, its day and type). An odd one was never
 * matched: pending when its day is still to come, else refused or cancelled; its rider anyone.
 * Its plant is its requester's, as the API stores it; its points are near its trip's plant.
 */
export async function insertRequests(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  const stride = requestStride(sizes);
  await db.query(
    `INSERT INTO solicitudes_viaje (id, usuario, planta, pickup_place, dropoff_place, pickup_latitude, pickup_longitude, dropoff_latitude, dropoff_longitude,
       fecha, tipo, status, viaje, motivo_de_rechazo, created_at, updated_at)
     SELECT r.i, r.usuario, u.planta, ${place('r.i * 2')}, ${place('r.i * 2 + 1')}, p.latitude + (${draw('r.i', 41)} - 0.5) * 0.2, p.longitude + (${draw('r.i', 43)} - 0.5) * 0.2,
       p.latitude, p.longitude, (r.salida AT TIME ZONE 'America/Mexico_City')::date, r.tipo, r.status, r.viaje,
       CASE WHEN r.status = 2 THEN 'Sin asientos libres ese día' ELSE '' END, r.asked,
       CASE WHEN r.status = 0 THEN r.asked ELSE least(now(), r.asked + interval '3 hours') END
     FROM (
       SELECT x.*, CASE WHEN x.viaje IS NOT NULL THEN 1 WHEN x.salida > now() THEN 0 WHEN ${draw('x.i', 45)} < 0.5 THEN 2 ELSE 3 END AS status,
         least(now() - interval '10 minutes', x.salida - make_interval(hours => 12 + floor(${draw('x.i', 47)} * 96)::int)) AS asked
       FROM (
         SELECT g.i, v.id AS viaje, coalesce(v.planta, 1 + g.i % $3::int) AS planta, coalesce(v.tipo, g.i % 2) AS tipo,
           coalesce(v.fecha_salida, ${departure(`(g.i::float8 / 2 * ${stride})`, '$4')}) AS salida,
           CASE WHEN v.id IS NOT NULL THEN 4 + (${firstRider('v.id')}) % ($1::int - 3) ELSE 4 + floor(${draw('g.i', 49)} * ($1::int - 3))::int END AS usuario
         FROM generate_series($5::int, $6::int) g(i)
         LEFT JOIN viajes v ON g.i % 2 = 0 AND v.id = (g.i / 2) * $2::int AND v.status <> 3
       ) x
     ) r JOIN plantas p ON p.id = r.planta JOIN usuarios u ON u.id = r.usuario`,
    [sizes.usuarios, stride, sizes.plantas, sizes.viajes, lo, hi],
  );
}
