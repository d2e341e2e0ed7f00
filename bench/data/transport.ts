import type { PoolClient } from 'pg';
import type { BenchSizes } from './dataset';
import { SPAN_SECONDS } from './people';
import { NEIGHBOURHOODS, RARE_NEIGHBOURHOOD, RARE_ROUTE_EVERY } from './words';

/**
 * Staff transport's routes and trips (with their tracks) at the bench's scale. Route r belongs to
 * plant 1 + (r − 1) mod plants and is a morning (type 0) or evening (type 1) route by turns of
 * the plants; its path runs from a neighbourhood to the plant in 10 to 40 points. Trips are
 * chronological by id over the five years up to three weeks ahead, on skewed routes (the first
 * ones busiest) by skewed drivers of a pool (the first ones drive most).
 */

/** Trips reach this many days past today, Scheduled ones. */
export const DAYS_AHEAD = 21;
/** The distinct durations a route's trips take (their tracks are made once per duration and pattern). */
const DURATIONS = 16;
/** GPS jitter patterns a route's tracks take in turn. */
const PATTERNS = 4;

/**
 * A draw in [0, 1) fixed by `key` and `salt`: two statements draw the same value for the same
 * row (an occupant's passenger and the trip request that gave the seat).
 */
export const draw = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${salt}) & 9007199254740991)::float8 / 9007199254740992)`;

/** The instant trip `i` (an SQL expression) leaves: the window's share of it, plus up to an hour. */
export const departure = (i: string, trips: string) =>
  `now() + interval '${DAYS_AHEAD} days' - make_interval(secs => (1 - (${i} - 0.5) / ${trips}::float8) * (${SPAN_SECONDS} + ${DAYS_AHEAD * 86_400}) - ${draw(i, 1)} * 3600)`;

/** Great-circle km between two points (domain/geo.ts haversineKm). */
const haversine = (lat1: string, lng1: string, lat2: string, lng2: string) =>
  `2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))))`;

/**
 * The routes, with their paths and lengths, and the seed tables the trips read: each route's
 * points and durations (bench_routes), the drivers' pool (bench_drivers), each route's track
 * per duration and pattern (bench_tracks). Temporary, dropped at the build's commit.
 */
export async function insertRoutes(db: PoolClient, sizes: BenchSizes) {
  await db.query(
    `CREATE TEMP TABLE bench_route_points ON COMMIT DROP AS
     SELECT r, j, np, CASE WHEN tipo = 0 THEN j::float8 / (np - 1) ELSE 1 - j::float8 / (np - 1) END AS f, tipo, plant_lat, plant_lng, o_lat, o_lng
     FROM (SELECT r, 10 + (r * 7) % 31 AS np, ((r - 1) / $2) % 2 AS tipo, p.latitude AS plant_lat, p.longitude AS plant_lng,
             p.latitude + (${draw('r', 3)} - 0.5) * 0.3 AS o_lat, p.longitude + (${draw('r', 5)} - 0.5) * 0.3 AS o_lng
           FROM generate_series(1, $1::int) r JOIN plantas p ON p.id = 1 + (r - 1) % $2) x
     CROSS JOIN LATERAL generate_series(0, np - 1) j`,
    [sizes.rutas, sizes.plantas],
  );
  // From the neighbourhood to the plant (the evening ones the other way), swaying a little.
  await db.query(
    `CREATE TEMP TABLE bench_routes ON COMMIT DROP AS
     SELECT r, tipo, array_agg(lat ORDER BY j) AS lat, array_agg(lng ORDER BY j) AS lng, array_agg(f ORDER BY j) AS f,
       round(coalesce(sum(step), 0)::numeric, 2) AS length_km
     FROM (SELECT r, j, tipo, lat, lng, CASE WHEN tipo = 0 THEN f ELSE 1 - f END AS f,
             ${haversine('lag(lat) OVER w', 'lag(lng) OVER w', 'lat', 'lng')} AS step
           FROM (SELECT r, j, tipo, f, round((o_lat + (plant_lat - o_lat) * f + 0.004 * sin(j * 1.7 + r))::numeric, 6)::float8 AS lat,
                   round((o_lng + (plant_lng - o_lng) * f + 0.004 * cos(j * 1.3 + r))::numeric, 6)::float8 AS lng FROM bench_route_points) p
           WINDOW w AS (PARTITION BY r ORDER BY j)) s
     GROUP BY r, tipo`,
  );
  await db.query(`ALTER TABLE bench_routes ADD PRIMARY KEY (r)`);
  await db.query(
    `INSERT INTO rutas (id, name, origin, destination, planta, tipo, days, departure_time, status, path, length_km, created_at, updated_at)
     SELECT b.r, n.hood || ' – ' || p.name || ' ' || b.r, n.hood || ', ' || p.city, p.name || ', ' || p.address, p.id, b.tipo,
       CASE WHEN b.r % 3 = 0 THEN '{1,2,3,4,5,6}'::smallint[] ELSE '{1,2,3,4,5}'::smallint[] END,
       lpad((CASE WHEN b.tipo = 0 THEN 5 ELSE 15 END + b.r % 4)::text, 2, '0') || ':' || lpad(((b.r * 15) % 60)::text, 2, '0'),
       CASE WHEN b.r % 25 = 0 THEN 0 ELSE 1 END,
       (SELECT jsonb_agg(jsonb_build_object('lat', la, 'lng', ln) ORDER BY k) FROM unnest(b.lat, b.lng) WITH ORDINALITY u(la, ln, k)),
       b.length_km, now() - make_interval(secs => $2 + 86400), now() - make_interval(secs => ${draw('b.r', 7)} * $2)
     FROM bench_routes b JOIN plantas p ON p.id = 1 + (b.r - 1) % $1
     CROSS JOIN LATERAL (SELECT CASE WHEN b.r % $3 = 5 THEN $4 ELSE ($5::text[])[1 + floor(cardinality($5::text[]) * power(${draw('b.r', 9)}, 2))::int] END AS hood) n`,
    [sizes.plantas, SPAN_SECONDS, RARE_ROUTE_EVERY, RARE_NEIGHBOURHOOD, NEIGHBOURHOODS],
  );
  // A route's trips take one of a handful of durations: faster on longer routes (more highway).
  await db.query(`ALTER TABLE bench_routes ADD COLUMN durations int[]`);
  await db.query(
    `UPDATE bench_routes SET durations = ARRAY(SELECT round(length_km / (20 + 0.8 * length_km) * 3600 * (0.85 + 0.3 * b / ${DURATIONS - 1}))::int
       FROM generate_series(0, ${DURATIONS - 1}) b)`,
  );
  await db.query(
    `CREATE TEMP TABLE bench_drivers ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY id)::int AS k, id FROM usuarios WHERE role = 1 AND status = 1 AND id > 3 ORDER BY id LIMIT $1`,
    [sizes.transportDrivers],
  );
  await db.query(`ALTER TABLE bench_drivers ADD PRIMARY KEY (k)`);
  // Each route's track per duration and pattern: its points a few metres off, timed along the way.
  await db.query(
    `CREATE TEMP TABLE bench_tracks ON COMMIT DROP AS
     SELECT b.r, d.secs, pt.pattern, ARRAY(
       SELECT x FROM unnest(b.lat, b.lng, b.f) WITH ORDINALITY u(la, ln, f, k)
       CROSS JOIN LATERAL (VALUES (1, round(la * 1e6)::int + floor((${draw('b.r * 4096 + pt.pattern * 64 + u.k', 11)} - 0.5) * 240)::int),
         (2, round(ln * 1e6)::int + floor((${draw('b.r * 4096 + pt.pattern * 64 + u.k', 13)} - 0.5) * 240)::int), (3, round(d.secs * u.f)::int)) z(c, x)
       ORDER BY u.k, z.c) AS points
     FROM bench_routes b CROSS JOIN LATERAL (SELECT DISTINCT unnest(b.durations) AS secs) d CROSS JOIN generate_series(0, ${PATTERNS - 1}) pt(pattern)`,
  );
  await db.query(`ALTER TABLE bench_tracks ADD PRIMARY KEY (r, secs, pattern)`);
}

/** tripPoints of domain/trips.ts: distance times factor, rounded half up, in hundredths. */
export const tripPoints = (distance: string, factor100: number) => `((round(${distance} * 100)::bigint * ${factor100} + 5000) / 10000)::int`;

/**
 * Trips lo..hi: Scheduled ahead (3 % cancelled), Finished behind (4 % cancelled, Started in the
 * last hour), completed and credited (the driver's points, uncapped) once two days old. Six in
 * ten drive an employee's own car (a transport vehicle); arrival, mileage, fuel, distance about
 * the route's length.
 */
export async function insertTrips(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  await db.query(
    `INSERT INTO viajes (id, ruta, planta, conductor, vehiculo, tipo, status, fecha_salida, fecha_llegada, kilometraje_salida, kilometraje_llegada,
       gasolina_salida, gasolina_llegada, distance, reward, credited_at, created_at, updated_at)
     SELECT i, ruta, planta, conductor, vehiculo, tipo, status, salida, CASE WHEN status = 2 THEN llegada END,
       CASE WHEN status IN (1, 2) THEN km0 END, CASE WHEN status = 2 THEN km0 + ceil(distance)::int END,
       CASE WHEN status IN (1, 2) THEN fuel0 END, CASE WHEN status = 2 THEN greatest(0, fuel0 - ceil(distance / 6)::int) END,
       CASE WHEN status = 2 THEN distance ELSE 0 END, CASE WHEN credited IS NOT NULL THEN ${tripPoints('distance', 50)} ELSE 0 END, credited, created,
       CASE WHEN status = 2 THEN coalesce(credited, llegada) ELSE created END
     FROM (
       SELECT s.*, CASE WHEN status = 2 AND salida < now() - interval '2 days' THEN llegada + interval '1 hour' END AS credited
       FROM (
         SELECT g.*, CASE WHEN g.salida > now() THEN CASE WHEN g.r1 < 0.03 THEN 3 ELSE 0 END
             WHEN g.r1 < 0.04 THEN 3 WHEN g.llegada > now() THEN 1 ELSE 2 END AS status
         FROM (
           SELECT x.i, x.ruta, 1 + (x.ruta - 1) % $1 AS planta, d.id AS conductor, b.tipo, x.salida, x.r1,
             x.salida + make_interval(secs => b.durations[1 + floor(x.r2 * cardinality(b.durations))::int]) AS llegada,
             CASE WHEN x.r3 < 0.6 THEN x.car + (x.car % 5 = 0)::int END AS vehiculo,
             round((b.length_km * (0.98 + 0.08 * x.r4))::numeric, 2) AS distance,
             10000 + floor(x.r4 * 200000)::int AS km0, 35 + floor(x.r3 * 66)::int AS fuel0,
             least(now() - interval '1 hour', x.salida - make_interval(hours => 24 + floor(x.r2 * 120)::int)) AS created
           FROM (
             SELECT i, ${departure('i', '$2')} AS salida, 1 + floor($3::float8 * power(random(), 1.5))::int AS ruta,
               1 + floor($4::float8 * power(random(), 1.5))::int AS dk, 1 + floor(random() * ($5::int - 1))::int AS car,
               random() AS r1, random() AS r2, random() AS r3, random() AS r4
             FROM generate_series($6::int, $7::int) i
           ) x JOIN bench_routes b ON b.r = x.ruta JOIN bench_drivers d ON d.k = x.dk
         ) g
       ) s
     ) t`,
    [sizes.plantas, sizes.viajes, sizes.rutas, sizes.transportDrivers, sizes.vehiculos, lo, hi],
  );
}

/** The tracks of trips lo..hi that were driven to the end: their route's, for how long they took, in one of its patterns. */
export async function insertTracks(db: PoolClient, lo: number, hi: number) {
  await db.query(
    `INSERT INTO viaje_tracks (viaje, points)
     SELECT v.id, t.points FROM viajes v
     JOIN bench_tracks t ON t.r = v.ruta AND t.pattern = v.id % ${PATTERNS} AND t.secs = extract(epoch FROM v.fecha_llegada - v.fecha_salida)::int
     WHERE v.id BETWEEN $1 AND $2 AND v.status = 2`,
    [lo, hi],
  );
}
