import { sql } from 'drizzle-orm';
import { OCCUPANT_STATUS as O, TRIP_STATUS as T, type RewardTerms } from '../../domain/trips';
import type { Db } from '../db/client';
import { monthCredit, monthOf, tripPointsSql } from './transportCredits';

/**
 * The demo's trips, their occupants and their tracks, each kind in one set-based statement over
 * the seed's tables (server/seed/transportSetup.ts): a year of working days up to a few weeks
 * ahead, every line's drivers taking their leg on about three days in four.
 */

/**
 * A draw in [0, 1) fixed by `key` (a bigint expression) and `salt`: the same rows draw the same
 * values on every run, whatever order the database reads them in.
 */
export const draw = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${salt}) & 9007199254740991)::float8 / 9007199254740992)`;
export const rnd = (key: string, salt: number) => sql.raw(draw(key, salt));

/** The seed's days: a year back to a few weeks ahead, as local dates of the company's time zone. */
export const DAYS_BACK = 365;
export const DAYS_AHEAD = 21;
/** How often a driver works a given day (both legs of a line), and how many trips are then cancelled. */
const WORKS = 0.74;
const CANCELLED = 0.035;

/** A number written into the statement (a parameter's type would be unknown to a CASE). */
const n = (value: number) => sql.raw(String(value));

const today = (tz: string) => sql`(now() AT TIME ZONE ${tz})::date`;

/**
 * Trips: status from the clock (Scheduled ahead, Finished behind, Started while under way, a few
 * Cancelled), in the driver's own Active car, from its registration on (so a car is never on two
 * trips at once: its driver's legs never overlap), mileage that follows each driver's
 * trips, fuel in percent, distance about the route's length. Finished ones older than two days
 * are completed (credited_at, their rewards below); half the newer ones wait for completion.
 * One extra trip of the first line's first driver (the demo driver account) left minutes ago.
 */
export async function insertTrips(tx: Db, tz: string, terms: RewardTerms) {
  // A driver's day (both legs draw the same "works that day") and a driver's leg of that day.
  const key = 'p.usuario::bigint * 4096 + dn.n';
  const leg = `(${key}) * 16 + r.idx`;
  const points = `CASE WHEN credited IS NOT NULL THEN ${tripPointsSql('distance', terms.factor)} END`;
  await tx.execute(sql`
    INSERT INTO viajes (ruta, planta, conductor, vehiculo, tipo, status, fecha_salida, fecha_llegada, kilometraje_salida, kilometraje_llegada,
      gasolina_salida, gasolina_llegada, distance, reward, credited_at, created_at, updated_at)
    SELECT ruta, planta, conductor, vehiculo, tipo, status, salida, CASE WHEN status = ${n(T.finished)} THEN llegada END,
      CASE WHEN status IN (${n(T.started)}, ${n(T.finished)}) THEN km0 END,
      CASE WHEN status = ${n(T.finished)} THEN km0 + ceil(distance)::int + floor(r3 * 3)::int END,
      CASE WHEN status IN (${n(T.started)}, ${n(T.finished)}) THEN fuel0 END,
      CASE WHEN status = ${n(T.finished)} THEN greatest(0, fuel0 - ceil(distance / 6)::int) END,
      CASE WHEN status = ${n(T.finished)} THEN distance ELSE 0 END,
      ${monthCredit(points, 'conductor', 'month', 'credited NULLS LAST, salida', terms.limit)}, credited, created,
      CASE status WHEN ${n(T.finished)} THEN coalesce(credited, llegada) WHEN ${n(T.started)} THEN salida WHEN ${n(T.cancelled)} THEN cancelled ELSE created END
    FROM (
      SELECT s.*, ${monthOf('salida', tz)} AS month,
        10000 + (conductor * 7919) % 60000 + floor(coalesce(sum(CASE WHEN status IN (${n(T.started)}, ${n(T.finished)}) THEN distance * 1.4 + 6 END)
          OVER (PARTITION BY conductor ORDER BY salida ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int AS km0,
        CASE WHEN status = ${n(T.finished)} AND (salida < now() - interval '2 days' OR r2 < 0.5) AND llegada + make_interval(mins => 20 + floor(r4 * 600)::int) < now()
          THEN llegada + make_interval(mins => 20 + floor(r4 * 600)::int) END AS credited,
        created + (least(now(), salida) - created) * r4 AS cancelled
      FROM (
        SELECT t.*, CASE WHEN t.extra THEN ${n(T.started)}
            WHEN t.salida > now() THEN CASE WHEN t.r1 < ${n(CANCELLED)} THEN ${n(T.cancelled)} ELSE ${n(T.scheduled)} END
            WHEN t.r1 < ${n(CANCELLED)} THEN ${n(T.cancelled)} WHEN t.llegada > now() THEN ${n(T.started)} ELSE ${n(T.finished)} END AS status
        FROM (
          SELECT r.ruta, r.planta, r.tipo, p.usuario AS conductor, false AS extra, s.salida,
            p.vehiculo,
            s.salida + make_interval(secs => r.durations[1 + floor(${rnd(leg, 3)} * cardinality(r.durations))::int]) AS llegada,
            round((r.length_km * (0.98 + 0.08 * ${rnd(leg, 5)}))::numeric, 2) AS distance,
            greatest(now() - interval '400 days', least(now() - interval '2 hours', s.salida - make_interval(hours => 24 + floor(${rnd(key, 7)} * 144)::int))) AS created,
            35 + floor(${rnd(leg, 9)} * 66)::int AS fuel0,
            ${rnd(leg, 11)} AS r1, ${rnd(leg, 13)} AS r2, ${rnd(leg, 15)} AS r3, ${rnd(leg, 17)} AS r4
          FROM seed_transport_routes r
          -- The route's working days and when it leaves on each, worked out once a day (OFFSET 0 keeps them from being inlined per driver).
          CROSS JOIN LATERAL (
            SELECT g.day::date - (${today(tz)} - ${n(DAYS_BACK)}) AS n, (g.day + r.dep) AT TIME ZONE ${tz} AS departs
            -- A suspended route's last day is the one before it was suspended, whatever the hour the seed runs at.
            FROM generate_series((${today(tz)} - ${n(DAYS_BACK)})::timestamp, (${today(tz)} + least(${n(DAYS_AHEAD)}, -coalesce(r.suspended_days + 1, -${n(DAYS_AHEAD)})))::timestamp, interval '1 day') g(day)
            WHERE extract(isodow FROM g.day)::int = ANY (r.days) OFFSET 0
          ) dn
          JOIN seed_transport_pool p ON p.line = r.line AND p.kind = 1
          CROSS JOIN LATERAL (SELECT dn.departs + make_interval(mins => floor(${rnd(leg, 1)} * 12)::int - 3) AS salida) s
          WHERE ${rnd(key, 19)} < ${n(WORKS)} AND s.salida > greatest(p.created, p.vehicle_since) + interval '1 day'
            -- The extra trip's driver takes neither leg within three hours of it: a trip under way
            -- has no arrival yet and is taken to last that long (the car's other trips keep clear).
            AND NOT (p.k = 0 AND abs(extract(epoch FROM s.salida - now())) < 10800)
          UNION ALL
          SELECT r.ruta, r.planta, r.tipo, p.usuario, true, now() - interval '8 minutes', p.vehiculo, NULL, round(r.length_km::numeric, 2), now() - interval '3 hours', 80, 0.9, 0.9, 0.5, 0.5
          FROM seed_transport_routes r JOIN seed_transport_pool p ON p.line = r.line AND p.kind = 1 AND p.k = 0 WHERE r.idx = 0
        ) t
      ) s
    ) x
    ORDER BY salida`);
}

/** Seats a trip offers riders: 0 to passengers_limit, most trips two or more. */
const seats = (limit: number) => sql.raw(`floor((1 - power(${draw('t.id', 29)}, 2)) * ${limit + 1})`);

/**
 * Occupants: a day's trips of a route share the line's riders out, each rider on one of them
 * (the day's seats, first seats of every trip first, take the riders of the day's rotation in
 * turn while there are riders left), in every DOMAIN §2 state its trip allows. Morning riders
 * are picked up at home, evening ones at the plant's gate.
 */
export async function insertOccupants(tx: Db, tz: string, limit: number, terms: RewardTerms) {
  const state = sql`CASE
    WHEN x.ro < 0.05 THEN ${n(O.cancelled_by_user)}
    WHEN x.tstatus = ${n(T.cancelled)} THEN ${n(O.cancelled_by_driver)}
    WHEN x.tstatus = ${n(T.scheduled)} THEN ${n(O.not_boarded)}
    WHEN x.tstatus = ${n(T.started)} THEN CASE WHEN x.ro < 0.7 THEN ${n(O.boarded)} ELSE ${n(O.not_boarded)} END
    WHEN x.ro < 0.09 THEN ${n(O.cancelled_by_driver)}
    WHEN x.ro < 0.17 THEN ${n(O.not_present)}
    WHEN x.credited IS NOT NULL THEN ${n(O.finalized)} ELSE ${n(O.boarded)} END`;
  const points = `CASE WHEN o.done IS NOT NULL THEN ${tripPointsSql('o.distance', terms.factor)} END`;
  await tx.execute(sql`
    INSERT INTO detalle_viaje (viaje, usuario, status, pickup_place, pickup_latitude, pickup_longitude, reward, credited_at, created_at, updated_at)
    SELECT o.viaje, o.usuario, o.state,
      CASE WHEN o.tipo = 0 THEN o.home_place ELSE o.gate_place END, CASE WHEN o.tipo = 0 THEN o.home_lat ELSE o.gate_lat END,
      CASE WHEN o.tipo = 0 THEN o.home_lng ELSE o.gate_lng END, ${monthCredit(points, 'o.usuario', 'o.month', 'o.done NULLS LAST, o.viaje', terms.limit)},
      o.done, o.created, greatest(o.created, CASE WHEN o.state = ${n(O.finalized)} THEN o.done WHEN o.state = ${n(O.not_boarded)} THEN o.created ELSE least(now(), o.salida - interval '1 hour') END)
    FROM (
      SELECT x.*, ${state} AS state, CASE WHEN ${state} = ${n(O.finalized)} THEN x.credited END AS done FROM (SELECT * FROM (
        SELECT t.id AS viaje, t.tipo, t.status AS tstatus, t.distance, t.credited_at AS credited, t.created_at AS created, t.fecha_salida AS salida, t.month,
          p.usuario, p.home_place, p.home_lat, p.home_lng, l.gate_place, l.gate_lat, l.gate_lng, ${rnd('t.id * 8 + t.seat', 31)} AS ro,
          lag(t.fecha_salida) OVER (PARTITION BY p.usuario ORDER BY t.fecha_salida, t.id) AS rode_before
        FROM (
          SELECT t.*, s.seat, row_number() OVER (PARTITION BY t.ruta, t.n ORDER BY s.seat, t.j) - 1 AS rank
          FROM (
            SELECT v.id, v.ruta, v.tipo, v.status, v.distance, v.credited_at, v.created_at, v.fecha_salida, date_trunc('month', v.local) AS month,
              row_number() OVER w AS j, v.local::date - date '2000-01-01' AS n
            FROM (SELECT *, fecha_salida AT TIME ZONE ${tz} AS local FROM viajes) v WINDOW w AS (PARTITION BY v.ruta, v.local::date ORDER BY v.id)
          ) t
          CROSS JOIN generate_series(0, ${n(limit - 1)}) s(seat)
          WHERE s.seat < ${seats(limit)}
        ) t
        JOIN seed_transport_routes r ON r.ruta = t.ruta
        JOIN seed_transport_lines l ON l.line = r.line
        JOIN seed_transport_pool p ON p.line = r.line AND p.kind = 0 AND p.k = (t.n * 7 + t.rank) % greatest(l.npass, 1)
        WHERE t.rank < l.npass AND p.created + interval '1 day' < t.fecha_salida
      ) c
      -- Nobody rides two trips leaving within an hour: a line's riders ride each of its routes, and
      -- the trip under way leaves at the seed's own hour, which can be near another route's trip.
      WHERE c.rode_before IS NULL OR c.salida >= c.rode_before + interval '1 hour') x
    ) o
    ORDER BY o.viaje, o.usuario`);
}

/**
 * Tracks of the trips driven: the route's points (tbase: lat·10⁶, lng·10⁶, 0 for each), a few
 * metres off as a phone's GPS reads them (one of the route's jitter patterns), timed along the
 * trip (tfrac: how far along each point is, tmask: 1 on the time slots). Trips of a route that
 * took as long and share a pattern share a track, made once; a trip under way has the points
 * passed so far.
 */
export async function insertTracks(tx: Db) {
  const track = (secs: string, upTo: string) =>
    sql.raw(`ARRAY(SELECT u.b + u.j + round(${secs} * u.f * u.m)::int FROM unnest(r.tbase, jt.j, r.tfrac, r.tmask) u(b, j, f, m) WHERE u.f * ${secs} <= ${upTo})`);
  await tx.execute(sql`CREATE TEMP TABLE seed_transport_tracks ON COMMIT DROP AS
    SELECT r.ruta, d.secs, jt.variant, ${track('d.secs', 'd.secs')} AS points
    FROM seed_transport_routes r CROSS JOIN LATERAL unnest(r.durations) d(secs) JOIN seed_transport_jitter jt ON jt.ruta = r.ruta`);
  await tx.execute(sql`
    INSERT INTO viaje_tracks (viaje, points)
    SELECT v.id, t.points FROM viajes v
    JOIN seed_transport_tracks t ON t.ruta = v.ruta AND t.variant = v.id % ${n(JITTER_VARIANTS)} AND t.secs = extract(epoch FROM v.fecha_llegada - v.fecha_salida)::int
    WHERE v.status = ${n(T.finished)}
    UNION ALL
    SELECT v.id, ${track('d.secs', 'd.elapsed')} FROM viajes v
    JOIN seed_transport_routes r ON r.ruta = v.ruta JOIN seed_transport_jitter jt ON jt.ruta = v.ruta AND jt.variant = v.id % ${n(JITTER_VARIANTS)}
    CROSS JOIN LATERAL (SELECT r.durations[cardinality(r.durations) / 2] AS secs, extract(epoch FROM now() - v.fecha_salida) AS elapsed) d
    WHERE v.status = ${n(T.started)}
    ORDER BY 1`);
  await tx.execute(sql`DROP TABLE seed_transport_tracks`);
}

/** How many GPS jitter patterns each route's tracks take in turn. */
export const JITTER_VARIANTS = 8;
