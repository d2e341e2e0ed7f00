import { fakerES_MX as faker } from '@faker-js/faker';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { routeLengthKm } from '../../domain/routes';
import { USER_ROLE } from '../../domain/status';
import { VEHICLE_MODULO, VEHICLE_STATUS } from '../../domain/vehicles';
import type { FileStore } from '../files/store';
import type { Db } from '../db/client';
import { plantas, rutas, usuarios, vehiculos } from '../db/schema';
import { DEMO_ROUTES, LINES, linePoints, routePath, type Line } from './transportLines';
import { JITTER_VARIANTS } from './transportTrips';
import { driverCars, storeVehicles } from './vehicles';

/**
 * What the transport seed's statements read, written once into temporary tables of its
 * transaction: the lines (plant, gate), the routes with the points a track follows, and the
 * people who drive and ride each line, with the home each rider is picked up at.
 */

const DAY = 86_400_000;

interface Plant {
  id: number;
  status: number;
  code: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/** Where each active app user drives or rides: the first line whose plants include theirs; without a plant, the first line. */
function lineOf(lines: { key: string; line: Line; plants: Set<number> }[], planta: number | null) {
  if (planta === null) return 0;
  const found = lines.findIndex((l) => l.plants.has(planta));
  return found < 0 ? null : found;
}

const arr = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

export async function createSeedTables(tx: Db) {
  await tx.execute(sql`CREATE TEMP TABLE seed_transport_lines (line int PRIMARY KEY, planta int, gate_lat float8, gate_lng float8, gate_place text, npass int) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE seed_transport_routes (idx int, ruta int PRIMARY KEY, line int, tipo smallint, planta int, days int[], dep interval,
    suspended_days int, length_km float8, tbase int[], tfrac float8[], tmask int[], durations int[]) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE seed_transport_jitter (ruta int, variant int, j int[], PRIMARY KEY (ruta, variant)) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE seed_transport_pool (line int, kind int, k int, usuario int, created timestamptz, vehiculo int, vehicle_since timestamptz,
    home_lat float8, home_lng float8, home_place text, PRIMARY KEY (line, kind, k)) ON COMMIT DROP`);
}

/** What the seed's tables are made with besides the database: the clock, the file store for new cars' photos, the settings for their limits. */
export interface PoolContext {
  now: Date;
  store: FileStore | null;
  settings: { vehicles_limit: number; max_vehicle_age: number };
}

/**
 * Inserts the demo routes (their plants must be seeded) and fills the seed's tables; answers how
 * many routes were written (none when the plants are missing).
 */
export async function writeRoutesAndPools(tx: Db, { now, store, settings }: PoolContext): Promise<number> {
  faker.seed(20260412);
  const plants: Plant[] = await tx
    .select({ id: plantas.id, status: plantas.status, code: plantas.code, name: plantas.name, address: plantas.address, latitude: plantas.latitude, longitude: plantas.longitude })
    .from(plantas)
    .orderBy(asc(plantas.id));
  const byCode = new Map(plants.map((p) => [p.code, p]));
  const lines = Object.entries(LINES)
    .filter(([, line]) => byCode.has(line.plant))
    .map(([key, line]) => ({ key, line, plant: byCode.get(line.plant)!, points: linePoints(line), plants: new Set(line.staff.flatMap((c) => byCode.get(c)?.id ?? [])) }));
  if (!lines.length) return 0;

  const routes = DEMO_ROUTES.flatMap((route) => {
    const line = lines.findIndex((l) => l.key === route.line);
    if (line < 0) return [];
    const { plant, points, line: def } = lines[line];
    const path = routePath(points, route.tipo);
    const gate = `${plant.name}, ${plant.address}`;
    const [origin, destination] = route.tipo === 0 ? [def.origin, gate] : [gate, def.origin];
    const created = new Date(+now - (400 + line) * DAY);
    return [{
      line, path, route,
      row: {
        name: `${origin.split(',')[0]} – ${destination.split(',')[0]}`, origin, destination, planta: plant.id, tipo: route.tipo, days: route.days,
        departure_time: route.departure_time, status: route.status, path, length_km: routeLengthKm(path), created_at: created,
        updated_at: route.suspendedDaysAgo ? new Date(+now - route.suspendedDaysAgo * DAY) : created,
      },
    }];
  });
  const inserted = await tx.insert(rutas).values(routes.map((r) => r.row)).returning({ id: rutas.id });

  // Each route's track template: per point [lat·10⁶, lng·10⁶, seconds], the seconds as its share of the way times the trip's duration.
  const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const routeRows = routes.map((r, i) => {
    const along = fractions(r.path);
    const base = r.path.flatMap((p) => [Math.round(p.lat * 1e6), Math.round(p.lng * 1e6), 0]);
    return sql`(${i}, ${inserted[i].id}, ${r.line}, ${r.row.tipo}, ${r.row.planta}, ${intArray(r.row.days)}, ${r.row.departure_time}::interval,
      ${r.route.suspendedDaysAgo ?? null}::int, ${r.row.length_km}::float8, ${intArray(base)}, ${`{${along.flatMap((f) => [f, f, f]).join(',')}}`}::float8[],
      ${intArray(r.path.flatMap(() => [0, 0, 1]))}, ${intArray(tripDurations(r.row.length_km))})`;
  });
  await tx.execute(sql`INSERT INTO seed_transport_routes VALUES ${sql.join(routeRows, sql`, `)}`);
  // A phone's GPS reads a few metres off the street: a handful of patterns, taken by the trips in turn.
  const jitter = routes.flatMap((r, i) =>
    Array.from({ length: JITTER_VARIANTS }, (_, variant) =>
      sql`(${inserted[i].id}, ${variant}, ${intArray(r.path.flatMap(() => [faker.number.int({ min: -120, max: 120 }), faker.number.int({ min: -120, max: 120 }), 0]))})`),
  );
  await tx.execute(sql`INSERT INTO seed_transport_jitter VALUES ${sql.join(jitter, sql`, `)}`);

  // The demo driver account (no plant, made with the seed) has driven the first line since the routes began.
  const begun = new Date(+now - (400 + lines.length) * DAY);
  await tx
    .update(usuarios)
    .set({ created_at: begun })
    .where(and(isNull(usuarios.planta), eq(usuarios.role, USER_ROLE.driver), sql`cardinality(${usuarios.groups}) = 0`, gt(usuarios.created_at, begun)));
  // The people: active app users (no back-office group), by id, so the demo driver account comes first on its line.
  const people = await tx
    .select({ id: usuarios.id, role: usuarios.role, planta: usuarios.planta, created: usuarios.created_at })
    .from(usuarios)
    .where(and(eq(usuarios.status, 1), sql`cardinality(${usuarios.groups}) = 0`))
    .orderBy(asc(usuarios.id));
  const carOf = await driversCars(tx, people.filter((p) => p.role === USER_ROLE.driver && lineOf(lines, p.planta) !== null), { now, store, settings }, plants);

  const pool: { line: number; kind: number; k: number; usuario: number; created: Date; vehiculo: number | null; since: Date | null; lat: number | null; lng: number | null; place: string | null }[] = [];
  const counts = new Map<string, number>();
  for (const person of people) {
    const line = lineOf(lines, person.planta);
    if (line === null) continue;
    const kind = person.role === USER_ROLE.driver ? 1 : 0;
    // A trip is driven in the driver's own Active car: one whose car waits for review, or was refused or disabled, drives none.
    if (kind === 1 && !carOf.has(person.id)) continue;
    const k = counts.get(`${line}:${kind}`) ?? 0;
    counts.set(`${line}:${kind}`, k + 1);
    // A rider waits on the line's way, short of its last two points (the plant's).
    const points = lines[line].points;
    const at = points[faker.number.int({ min: 0, max: points.length - 3 })];
    const home = kind === 0 ? { lat: at[0] + faker.number.float({ min: -0.0025, max: 0.0025 }), lng: at[1] + faker.number.float({ min: -0.0025, max: 0.0025 }) } : null;
    const car = carOf.get(person.id);
    pool.push({
      line, kind, k, usuario: person.id, created: person.created, vehiculo: car?.id ?? null, since: car?.since ?? null,
      lat: home && Math.round(home.lat * 1e6) / 1e6, lng: home && Math.round(home.lng * 1e6) / 1e6,
      place: home && `${at[2]} ${faker.number.int({ min: 100, max: 2999 })}, ${at[3]}`,
    });
  }
  const col = <K extends keyof (typeof pool)[number]>(key: K, type: string) => arr(pool.map((p) => (p[key] instanceof Date ? (p[key] as Date).toISOString() : p[key])), type);
  await tx.execute(sql`INSERT INTO seed_transport_pool SELECT * FROM unnest(${col('line', 'int')}, ${col('kind', 'int')}, ${col('k', 'int')}, ${col('usuario', 'int')},
    ${col('created', 'timestamptz')}, ${col('vehiculo', 'int')}, ${col('since', 'timestamptz')}, ${col('lat', 'float8')}, ${col('lng', 'float8')}, ${col('place', 'text')})`);

  await tx.execute(sql`INSERT INTO seed_transport_lines SELECT * FROM unnest(${arr(lines.map((_, i) => i), 'int')}, ${arr(lines.map((l) => l.plant.id), 'int')},
    ${arr(lines.map((l) => l.plant.latitude ?? l.points.at(-1)![0]), 'float8')}, ${arr(lines.map((l) => l.plant.longitude ?? l.points.at(-1)![1]), 'float8')},
    ${arr(lines.map((l) => `${l.plant.name}, ${l.plant.address}`), 'text')}, ${arr(lines.map((_, i) => counts.get(`${i}:0`) ?? 0), 'int')})`);
  await tx.execute(sql`ANALYZE seed_transport_lines, seed_transport_routes, seed_transport_pool, seed_transport_jitter`);
  return inserted.length;
}

/**
 * Each driver of the lines' Active transport car (their first), the one they drive in from its
 * registration on. A driver with no car of their own at all is given one (vehicles.ts driverCars,
 * registered as they joined); one whose only car waits for review, was refused or is disabled keeps none.
 */
async function driversCars(tx: Db, drivers: { id: number; planta: number | null; created: Date }[], { now, store, settings }: PoolContext, plants: Plant[]) {
  const cars = await tx
    .select({ id: vehiculos.id, owner: vehiculos.owner, status: vehiculos.status, since: vehiculos.created_at })
    .from(vehiculos)
    .where(eq(vehiculos.modulo, VEHICLE_MODULO.transport))
    .orderBy(asc(vehiculos.id));
  const carOf = new Map<number, { id: number; since: Date }>();
  for (const car of cars) if (car.owner !== null && car.status === VEHICLE_STATUS.active && !carOf.has(car.owner)) carOf.set(car.owner, car);
  const owners = new Set(cars.map((car) => car.owner));
  const carless = drivers.filter((d) => !owners.has(d.id)).map((d) => ({ id: d.id, planta: d.planta, joined: d.created }));
  const taken = await tx.select({ matricula: vehiculos.matricula }).from(vehiculos);
  const [{ n }] = await tx.select({ n: count() }).from(vehiculos);
  const added = await storeVehicles(tx, store, driverCars(plants, carless, settings, taken.map((v) => v.matricula), n, now));
  for (const car of added) carOf.set(car.owner!, { id: car.id, since: car.created_at });
  return carOf;
}

/**
 * The durations a route's trips take, in seconds: faster on longer routes (more highway), from a
 * quick run to a slow one. A handful of them, so that the tracks of trips that took as long are
 * made once (server/seed/transportTrips.ts).
 */
export function tripDurations(km: number) {
  const usual = (km / (20 + km * 0.8)) * 3600;
  return Array.from({ length: DURATIONS }, (_, k) => Math.round(usual * (0.85 + (0.3 * k) / (DURATIONS - 1))));
}
const DURATIONS = 24;

/** Each point's share of the way along the path (0 at the start, 1 at the end): when a track passes it. */
function fractions(path: { lat: number; lng: number }[]) {
  const total = routeLengthKm(path) || 1;
  return path.map((_, i) => Math.min(1, Math.round((routeLengthKm(path.slice(0, i + 1)) / total) * 10_000) / 10_000));
}
