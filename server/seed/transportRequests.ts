import { sql } from 'drizzle-orm';
import { OCCUPANT_STATUS as O, TRIP_STATUS as T } from '../../domain/trips';
import { TRIP_REQUEST_STATUS as R } from '../../domain/tripRequests';
import type { Db } from '../db/client';
import { rnd } from './transportTrips';

/**
 * Trip requests (solicitudes_viaje) in every DOMAIN §2 state: some of the last half-year's seats
 * came from one (accepted, its occupant's `solicitud`; cancelled when the rider cancelled the
 * seat), and riders ask now and then for a day's seat of their line, pending for the coming
 * weeks, refused with a reason or cancelled before anyone decided.
 */

const n = (value: number) => sql.raw(String(value));
const today = (tz: string) => sql`(now() AT TIME ZONE ${tz})::date`;

/** Why an administrator refused a request; the second one goes with a pickup far from every route. */
export const REFUSAL_REASONS = [
  'No quedan asientos libres en los viajes de ese día.',
  'El punto de recogida queda fuera del radio de búsqueda de las rutas.',
  'La ruta no opera ese día por mantenimiento del vehículo.',
  'La solicitud llegó después del cierre de asignaciones del día.',
];

/** Morning requests go from home to the plant's gate, evening ones back: the places and points by type, of the rows `x`. */
const places = (x: string) =>
  sql.raw(`CASE WHEN ${x}.tipo = 0 THEN ${x}.home_place ELSE ${x}.gate_place END, CASE WHEN ${x}.tipo = 0 THEN ${x}.gate_place ELSE ${x}.home_place END,
  CASE WHEN ${x}.tipo = 0 THEN ${x}.home_lat ELSE ${x}.gate_lat END + ${x}.far, CASE WHEN ${x}.tipo = 0 THEN ${x}.home_lng ELSE ${x}.gate_lng END,
  CASE WHEN ${x}.tipo = 0 THEN ${x}.gate_lat ELSE ${x}.home_lat END, CASE WHEN ${x}.tipo = 0 THEN ${x}.gate_lng ELSE ${x}.home_lng END`);
/** A request's plant is its requester's (as the API stores it), of the rows `x`. */
const requesterPlant = (x: string) => sql.raw(`(SELECT u.planta FROM usuarios u WHERE u.id = ${x}.usuario)`);
const columns = sql.raw(
  'usuario, planta, pickup_place, dropoff_place, pickup_latitude, pickup_longitude, dropoff_latitude, dropoff_longitude, fecha, tipo, status, viaje, motivo_de_rechazo, created_at, updated_at',
);

/** About one seat in seven of the last 180 days (none of a cancelled trip) was asked for: its request, accepted or, when the seat was cancelled by its rider, cancelled. */
export async function insertMatchedRequests(tx: Db, tz: string) {
  await tx.execute(sql`
    WITH x AS (
      SELECT d.id AS detalle, d.usuario, d.status AS seat, v.id AS viaje, v.tipo, v.fecha_salida, d.updated_at AS seat_updated, 0 AS far,
        p.home_place, p.home_lat, p.home_lng, l.gate_place, l.gate_lat, l.gate_lng,
        greatest(p.created + interval '1 hour', v.fecha_salida - make_interval(hours => 12 + floor(${rnd('d.id', 61)} * 120)::int)) AS asked
      FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje JOIN seed_transport_routes r ON r.ruta = v.ruta JOIN seed_transport_lines l ON l.line = r.line
      JOIN seed_transport_pool p ON p.line = r.line AND p.kind = 0 AND p.usuario = d.usuario
      WHERE v.fecha_salida > now() - interval '180 days' AND v.status <> ${n(T.cancelled)} AND ${rnd('d.id', 67)} < 0.15
    ),
    y AS (SELECT x.*, least(now() - interval '5 minutes', x.fecha_salida - interval '30 minutes', x.asked + make_interval(mins => 10 + floor(${rnd('x.detalle', 71)} * 480)::int)) AS decided FROM x),
    made AS (
      INSERT INTO solicitudes_viaje (${columns})
      SELECT usuario, ${requesterPlant('y')}, ${places('y')}, (fecha_salida AT TIME ZONE ${tz})::date, tipo,
        CASE WHEN seat = ${n(O.cancelled_by_user)} THEN ${n(R.cancelled)} ELSE ${n(R.accepted)} END, viaje, '', least(asked, decided),
        CASE WHEN seat = ${n(O.cancelled_by_user)} THEN greatest(decided, seat_updated) ELSE decided END
      FROM y ORDER BY asked, detalle
      RETURNING id, usuario, viaje
    )
    UPDATE detalle_viaje d SET solicitud = made.id, created_at = y.decided, updated_at = greatest(d.updated_at, y.decided)
    FROM made JOIN y ON y.usuario = made.usuario AND y.viaje = made.viaje
    WHERE d.id = y.detalle`);
}

/**
 * Requests nobody matched: a rider of a running line asks for one of its days now and then, more
 * often for the coming three weeks (mostly still pending) than for the last half-year (refused
 * or cancelled).
 */
export async function insertOpenRequests(tx: Db, tz: string) {
  const key = 'p.usuario::bigint * 4096 * 16 + (g.day::date - date \'2000-01-01\') * 16 + r.idx';
  await tx.execute(sql`
    INSERT INTO solicitudes_viaje (${columns})
    SELECT usuario, ${requesterPlant('x')}, ${places('x')}, fecha, tipo, status, NULL, CASE WHEN status = ${n(R.refused)} THEN (${sql.param(REFUSAL_REASONS)}::text[])[reason + 1] ELSE '' END, asked,
      CASE WHEN status = ${n(R.pending)} THEN asked ELSE greatest(asked, least(now() - make_interval(mins => floor(r2 * 40)::int), asked + make_interval(mins => 30 + floor(r2 * 1200)::int))) END
    FROM (
      SELECT s.*, CASE WHEN s.status = ${n(R.refused)} AND s.reason = 1 THEN 0.055 ELSE 0 END AS far FROM (
        SELECT p.usuario, p.home_place, p.home_lat, p.home_lng, l.gate_place, l.gate_lat, l.gate_lng, r.tipo, g.day::date AS fecha,
          floor(${rnd(key, 73)} * ${n(REFUSAL_REASONS.length)})::int AS reason, ${rnd(key, 79)} AS r2,
          CASE WHEN g.day::date >= ${today(tz)} THEN CASE WHEN ${rnd(key, 83)} < 0.7 THEN ${n(R.pending)} WHEN ${rnd(key, 83)} < 0.85 THEN ${n(R.refused)} ELSE ${n(R.cancelled)} END
            ELSE CASE WHEN ${rnd(key, 83)} < 0.5 THEN ${n(R.refused)} ELSE ${n(R.cancelled)} END END AS status,
          greatest(p.created + interval '1 hour', least(now() - make_interval(mins => 10 + floor(${rnd(key, 89)} * 5760)::int),
            (g.day - make_interval(hours => 12 + floor(${rnd(key, 89)} * 96)::int)) AT TIME ZONE ${tz})) AS asked
        FROM seed_transport_routes r JOIN seed_transport_lines l ON l.line = r.line
        CROSS JOIN LATERAL generate_series((${today(tz)} - 180)::timestamp, (${today(tz)} + 20)::timestamp, interval '1 day') g(day)
        JOIN seed_transport_pool p ON p.line = r.line AND p.kind = 0
        WHERE r.suspended_days IS NULL AND extract(isodow FROM g.day)::int = ANY (r.days)
          AND ${rnd(key, 97)} < CASE WHEN g.day::date >= ${today(tz)} THEN 0.02 ELSE 0.006 END
      ) s
    ) x
    ORDER BY asked`);
}

/** The requests' history as the calls write it: accepted, refused (with the reason), cancelled. */
export async function writeRequestHistory(tx: Db, admin: number | null) {
  await tx.execute(sql`
    INSERT INTO record_history (resource, record_id, action, field, from_state, to_state, reason, user_id, at)
    SELECT 'solicitudes_viaje', id, action, 'status', from_state, to_state, reason, ${admin}::int, at FROM (
      SELECT s.id, 'accept' AS action, ${n(R.pending)} AS from_state, ${n(R.accepted)} AS to_state, '#' || s.viaje AS reason, d.created_at AS at
        FROM solicitudes_viaje s JOIN detalle_viaje d ON d.solicitud = s.id
      UNION ALL SELECT id, 'refuse', ${n(R.pending)}, ${n(R.refused)}, motivo_de_rechazo, updated_at FROM solicitudes_viaje WHERE status = ${n(R.refused)}
      UNION ALL SELECT id, 'cancel', CASE WHEN viaje IS NULL THEN ${n(R.pending)} ELSE ${n(R.accepted)} END, ${n(R.cancelled)}, '', updated_at
        FROM solicitudes_viaje WHERE status = ${n(R.cancelled)}
    ) h ORDER BY at, id`);
}
