import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchSizes, ensureBenchData, type BenchDataset } from '../../../bench/data';
import { SIGN_INS_VERSION, signInSizes } from '../../../bench/data/signIns';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connect } from '../../../server/db/client';

/** The bench's generator at a tiny scale, on a database of its own cloned from the migrated template. */
const SCALE = 0.0005;
const adminUrl = inject('pgAdminUrl');
const name = `bench_${randomBytes(6).toString('hex')}`;
const urlOf = (database: string) => adminUrl.replace(/\/[^/]*$/, `/${database}`);
const url = urlOf(name);
let db: pg.Client;
let dataset: BenchDataset;

const value = async (sql: string, params: unknown[] = []) => Object.values((await db.query(sql, params)).rows[0] ?? {})[0];

beforeAll(async () => {
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_template`);
  await admin.close();
  dataset = await ensureBenchData(url, { scale: SCALE });
  db = new pg.Client({ connectionString: url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
});

test('builds every table at the scale, with consistent references', async () => {
  const sizes = benchSizes(SCALE);
  expect(dataset.reused).toBe(false);
  expect(dataset.sizes).toEqual(sizes);
  const expected = { ...sizes, tarjeta_gasolina: sizes.tarjetas, tarjeta_tag: sizes.tarjetas };
  const tables = ['plantas', 'departamentos', 'usuarios', 'vehiculos', 'prestamos', 'notificaciones', 'tarjeta_gasolina', 'tarjeta_tag', 'rutas', 'viajes', 'detalle_viaje', 'solicitudes_viaje', 'alertas'] as const;
  for (const table of tables) {
    expect(Number(await value(`SELECT count(*) FROM ${table}`)), table).toBe(expected[table]);
  }
  // Built with foreign-key triggers off: every reference must hold anyway.
  const orphans = [
    'SELECT count(*) FROM usuarios u WHERE NOT EXISTS (SELECT 1 FROM departamentos d WHERE d.id = u.department AND d.planta = u.planta)',
    'SELECT count(*) FROM prestamos p WHERE NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = p.usuario) OR NOT EXISTS (SELECT 1 FROM plantas x WHERE x.id = p.planta)',
    'SELECT count(*) FROM prestamos p WHERE p.vehiculo IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vehiculos v WHERE v.id = p.vehiculo AND v.modulo = 1)',
    'SELECT count(*) FROM vehiculos v WHERE (v.modulo = 0) <> (v.owner IS NOT NULL) OR (v.owner IS NOT NULL AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = v.owner))',
    'SELECT count(*) FROM notificaciones n WHERE NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = n.user_id)',
    'SELECT count(*) FROM tarjeta_gasolina c WHERE c.prestamo IS NOT NULL AND NOT EXISTS (SELECT 1 FROM prestamos p WHERE p.id = c.prestamo AND p.tarjeta_gasolina = c.id AND p.status IN (7, 2))',
    'SELECT count(*) FROM viajes v WHERE NOT EXISTS (SELECT 1 FROM rutas r WHERE r.id = v.ruta AND r.planta = v.planta AND r.tipo = v.tipo) OR NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = v.conductor AND u.role = 1)',
    'SELECT count(*) FROM viajes v WHERE v.vehiculo IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vehiculos c WHERE c.id = v.vehiculo AND c.modulo = 0)',
    'SELECT count(*) FROM detalle_viaje d WHERE NOT EXISTS (SELECT 1 FROM viajes v WHERE v.id = d.viaje) OR NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = d.usuario)',
    'SELECT count(*) FROM viaje_tracks t WHERE NOT EXISTS (SELECT 1 FROM viajes v WHERE v.id = t.viaje AND v.status = 2)',
    // A trip request's plant is its requester's, as the API stores it.
    'SELECT count(*) FROM solicitudes_viaje s WHERE NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = s.usuario AND s.planta = u.planta)',
    // An alert keeps its issuer's name and plant as the raise copies them; an attended one says who and when.
    `SELECT count(*) FROM alertas a WHERE NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = a.issued_by AND a.issued_by_name = trim(u.name || ' ' || u.last_name) AND a.planta = u.planta)
       OR (a.status = 1) <> (a.attended_by IS NOT NULL) OR (a.viaje IS NOT NULL AND NOT EXISTS (SELECT 1 FROM viajes v WHERE v.id = a.viaje))`,
  ];
  for (const sql of orphans) expect(Number(await value(sql)), sql).toBe(0);
  expect(Number(await value('SELECT count(*) FROM prestamos WHERE tarjeta_gasolina IS NOT NULL'))).toBeGreaterThan(0);
});

test('every loan past its request has its transitions in record_history, in order', async () => {
  expect(Number(await value(`SELECT count(*) FROM prestamos p WHERE p.status <> 0 AND NOT EXISTS
    (SELECT 1 FROM record_history h WHERE h.resource = 'prestamos' AND h.record_id = p.id)`))).toBe(0);
  // A completed loan went 0 → 7 (accepted), kept 7 (vehicle), → 2 → 4 → 5; its last row is where it stands.
  const { rows } = await db.query(`SELECT action, from_state, to_state FROM record_history WHERE resource = 'prestamos' AND record_id = $1 ORDER BY id`, [dataset.samples.loanWithHistory]);
  expect(rows.map((r) => `${r.action}:${r.from_state}>${r.to_state}`)).toEqual(['accept:0>7', 'assign_vehicle:7>7', 'initial_audit:7>2', 'final_audit:2>4', 'finalize:4>5']);
  expect(Number(await value(`SELECT count(*) FROM prestamos p WHERE p.status <> (SELECT h.to_state FROM record_history h
    WHERE h.resource = 'prestamos' AND h.record_id = p.id AND h.field = 'status' ORDER BY h.id DESC LIMIT 1)`))).toBe(0);
  expect(Number(await value(`SELECT count(*) FROM record_history WHERE resource = 'vehiculos' AND record_id = $1`, [dataset.samples.vehicleWithHistory]))).toBeGreaterThan(0);
  expect(Number(await value(`SELECT count(*) FROM record_history WHERE resource = 'usuarios' AND record_id = $1`, [dataset.samples.userWithHistory]))).toBe(1);
});

test('open loans hold Occupied vehicles, one loan per vehicle, and a few open loans in each open status', async () => {
  const perStatus = (await db.query('SELECT status, count(*)::int AS n FROM prestamos WHERE status IN (0, 2, 4, 6, 7) GROUP BY status ORDER BY status')).rows;
  expect(perStatus).toEqual([0, 2, 4, 6, 7].map((status) => ({ status, n: benchSizes(SCALE).openPerStatus })));
  expect(Number(await value('SELECT count(*) FROM prestamos WHERE status IN (2, 4, 6, 7) AND vehiculo IS NOT NULL'))).toBeGreaterThan(0);
  expect(Number(await value(`SELECT count(*) FROM prestamos p JOIN vehiculos v ON v.id = p.vehiculo WHERE p.status IN (2, 4, 6, 7) AND v.status <> 4`))).toBe(0);
  expect(Number(await value(`SELECT count(*) FROM vehiculos v WHERE v.status = 4 AND NOT EXISTS
    (SELECT 1 FROM prestamos p WHERE p.vehiculo = v.id AND p.status IN (2, 4, 6, 7))`))).toBe(0);
  expect((await db.query('SELECT vehiculo FROM prestamos WHERE status IN (2, 4, 6, 7) AND vehiculo IS NOT NULL GROUP BY vehiculo HAVING count(*) > 1')).rowCount).toBe(0);
});

test('every trip holds at most passengers_limit seats of its five occupants; an accepted request holds its trip’s first seat; driven trips have their track', async () => {
  expect(Number(await value('SELECT count(*) FROM (SELECT viaje FROM detalle_viaje WHERE status IN (0, 1, 2) GROUP BY viaje HAVING count(*) > 4) x'))).toBe(0);
  expect(Number(await value('SELECT count(*) FROM (SELECT viaje FROM detalle_viaje GROUP BY viaje HAVING count(*) <> 5) x'))).toBe(0);
  expect(Number(await value(`SELECT count(*) FROM solicitudes_viaje s WHERE (s.status = 1) <> (s.viaje IS NOT NULL) OR (s.status = 1 AND NOT EXISTS
    (SELECT 1 FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje WHERE d.solicitud = s.id AND d.viaje = s.viaje AND d.usuario = s.usuario AND v.tipo = s.tipo))`))).toBe(0);
  expect(Number(await value('SELECT count(*) FROM detalle_viaje d WHERE d.solicitud IS NOT NULL AND NOT EXISTS (SELECT 1 FROM solicitudes_viaje s WHERE s.id = d.solicitud AND s.viaje = d.viaje)'))).toBe(0);
  expect(Number(await value('SELECT count(*) FROM solicitudes_viaje WHERE status = 1'))).toBeGreaterThan(0);
  // Scheduled, finished, cancelled (one started only when a trip left within the hour: not at this scale).
  for (const status of [0, 2, 3]) expect(Number(await value('SELECT count(*) FROM viajes WHERE status = $1', [status])), `trip status ${status}`).toBeGreaterThan(0);
  expect(Number(await value('SELECT count(*) FROM viajes v WHERE v.status = 2 AND NOT EXISTS (SELECT 1 FROM viaje_tracks t WHERE t.viaje = v.id)'))).toBe(0);
  // A track's last time is the trip's duration; its points run along the route.
  const { rows } = await db.query(`SELECT t.points, extract(epoch FROM v.fecha_llegada - v.fecha_salida)::int AS secs, r.path FROM viaje_tracks t
    JOIN viajes v ON v.id = t.viaje JOIN rutas r ON r.id = v.ruta WHERE v.id = $1`, [dataset.samples.finishedTrip]);
  expect(rows[0].points.length).toBe(3 * rows[0].path.length);
  expect(rows[0].points.at(-1)).toBe(rows[0].secs);
});

test('the month totals add up the trips and occupants of each month, and their triggers are back on, as the migration left them', async () => {
  const month = `date_trunc('month', v.fecha_salida AT TIME ZONE (SELECT zone FROM trip_totals_zone))::date`;
  const differ = async (grouped: string, kept: string) => Number(await value(`SELECT count(*) FROM ((${grouped} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${grouped})) x`));
  const totals = 'SELECT mes, usuario, n, finished, km, points, cancellations, no_shows FROM';
  expect(await differ(
    `SELECT ${month} AS mes, v.conductor, count(*)::int, count(*) FILTER (WHERE v.status = 2)::int, coalesce(sum(v.distance) FILTER (WHERE v.status = 2), 0),
            coalesce(sum(v.reward) FILTER (WHERE v.credited_at IS NOT NULL), 0)::int, count(*) FILTER (WHERE v.status = 3)::int,
            coalesce(sum((SELECT count(*) FROM detalle_viaje d WHERE d.viaje = v.id AND d.status = 5)), 0)::int FROM viajes v GROUP BY 1, 2`,
    `${totals} trip_driver_months WHERE planta = 0`,
  )).toBe(0);
  expect(await differ(
    `SELECT ${month} AS mes, d.usuario, count(*)::int, count(*) FILTER (WHERE d.status = 2)::int, coalesce(sum(v.distance) FILTER (WHERE d.status = 2), 0),
            coalesce(sum(d.reward) FILTER (WHERE d.credited_at IS NOT NULL), 0)::int, count(*) FILTER (WHERE d.status = 4)::int, count(*) FILTER (WHERE d.status = 5)::int
       FROM viajes v JOIN detalle_viaje d ON d.viaje = v.id GROUP BY 1, 2`,
    `${totals} trip_passenger_months WHERE planta = 0`,
  )).toBe(0);
  const triggers = async (client: pg.Client) => (await client.query(`SELECT tgname, tgenabled FROM pg_trigger WHERE tgname LIKE '%trip_totals%' ORDER BY 1`)).rows;
  const template = new pg.Client({ connectionString: urlOf('flotilla_template') });
  await template.connect();
  try {
    expect(await triggers(db)).toEqual(await triggers(template));
    expect((await triggers(db)).length).toBeGreaterThan(0);
  } finally {
    await template.end();
  }
});

test('the search terms match few rows, many rows and none; the indexes are the migrations’ own', async () => {
  const matches = (table: string, columns: string, term: string) =>
    value(`SELECT count(*)::int FROM ${table} WHERE flotilla_fold(${columns}) LIKE '%' || $1 || '%'`, [term]) as Promise<number>;
  const searched = [
    ['usuarios', 'name, last_name, email, no_worker, telephone'], ['prestamos', 'destino, motivo'], ['vehiculos', 'matricula, brand, model, color, numero_de_serie'],
    ['rutas', 'name, origin, destination'], ['solicitudes_viaje', 'pickup_place, dropoff_place'], ['alertas', 'issued_by_name, location'],
  ] as const;
  for (const [table, columns] of searched) {
    const terms = dataset.search[table];
    const [few, many, none] = [await matches(table, columns, terms.searchFew), await matches(table, columns, terms.searchMany), await matches(table, columns, terms.searchNone)];
    expect(few, table).toBeGreaterThan(0);
    // A handful of routes at this scale: many only has to be more.
    expect(many, table).toBeGreaterThan(table === 'rutas' ? few : few * 5);
    expect(none, table).toBe(0);
  }
  const indexes = async (client: pg.Client) => (await client.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'bench_dataset' ORDER BY 1`)).rows;
  const template = new pg.Client({ connectionString: urlOf('flotilla_template') });
  await template.connect();
  try {
    expect(await indexes(db)).toEqual(await indexes(template));
  } finally {
    await template.end();
  }
});

test('the bench accounts sign in through the app, again and again', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-bench-'));
  const database = connect(url, 2);
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
  const app = await buildApp({ config, database, mailer: { outboxDir: dataDir, send: async () => undefined } });
  try {
    for (const account of [dataset.accounts.admin, dataset.accounts.rh, dataset.accounts.c4, ...Array(7).fill(dataset.accounts.admin)]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: account.email, password: account.password } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().groups).toEqual(account.groups);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Ten password checks, each costly by design: on a loaded machine past the 30 s default, and a
  // test cut short leaves its sign-ins writing into the next test's counts.
});

test("the administrator's notification history reaches page 40 at any scale (the scenarios ask it, after page 39's cursor)", async () => {
  expect(Number(await value('SELECT count(*) FROM notificaciones WHERE user_id = 1 AND seen'))).toBeGreaterThan(39 * 25);
  expect(Number(await value('SELECT count(*) FROM notificaciones WHERE user_id = 1 AND NOT seen'))).toBeGreaterThanOrEqual(benchSizes(SCALE).adminUnseen);
});

test('a second call at the same scale answers at once and rebuilds nothing', async () => {
  await db.query(`INSERT INTO notificaciones (user_id, type, resource) VALUES (1, 1, 'prestamos')`);
  const again = await ensureBenchData(url, { scale: SCALE });
  expect(again.reused).toBe(true);
  expect(again.builtAt).toBe(dataset.builtAt);
  expect(Number(await value('SELECT count(*) FROM notificaciones'))).toBe(benchSizes(SCALE).notificaciones + 1);
});

test('the sign-ins part: a busy person whose log reaches page 40, a quiet one, live sessions, among the audit trail', async () => {
  const part = dataset.signIns!;
  const sizes = signInSizes(SCALE, benchSizes(SCALE).usuarios);
  expect(part.version).toBe(SIGN_INS_VERSION);
  expect(part.busyRows).toBeGreaterThan(39 * 25);
  expect(part.quietRows).toBeGreaterThan(0);
  expect(part.quietRows).toBeLessThan(10);
  const authRows = Number(await value(`SELECT count(*) FROM audit_log WHERE resource = 'auth'`));
  expect(authRows).toBeGreaterThan(part.busyRows + part.quietRows);
  expect(Number(await value('SELECT count(*) FROM audit_log'))).toBeGreaterThanOrEqual(sizes.audit);
  const live = `SELECT count(*) FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`;
  expect(Number(await value(live, [part.busy]))).toBe(6);
  expect(Number(await value(live, [dataset.accounts.admin.id]))).toBeGreaterThanOrEqual(4);
  expect(Number(await value('SELECT count(*) FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id = s.user_id)'))).toBe(0);
});

test('a kept data set with an older sign-ins part renews that part alone, and keeps its featured sessions live', async () => {
  const before = Number(await value('SELECT count(*) FROM notificaciones'));
  await db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND revoked_at IS NULL`, [dataset.signIns!.busy]);
  const kept = await ensureBenchData(url, { scale: SCALE });
  expect([kept.reused, kept.builtAt]).toEqual([true, dataset.builtAt]);
  expect(Number(await value('SELECT count(*) FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()', [dataset.signIns!.busy]))).toBe(6);
  await db.query(`INSERT INTO audit_log (resource, action) VALUES ('prestamos', 'update')`);
  await db.query(`UPDATE bench_dataset SET dataset = jsonb_set(dataset, '{signIns,version}', '0')`);
  const renewed = await ensureBenchData(url, { scale: SCALE });
  expect([renewed.reused, renewed.builtAt, renewed.signIns?.version]).toEqual([true, dataset.builtAt, SIGN_INS_VERSION]);
  expect(Number(await value('SELECT count(*) FROM audit_log'))).toBe(renewed.signIns!.auditRows);
  expect(Number(await value('SELECT count(*) FROM notificaciones'))).toBe(before);
  expect(Number(await value(`SELECT (dataset->'signIns'->>'version')::int FROM bench_dataset`))).toBe(SIGN_INS_VERSION);
});
