import { and, eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { notificaciones } from '../../../server/db/schema';
import { notificationList } from '../../../server/notifications/listing';
import { PAGING } from '../../../domain/paging';
import { LOAN_VIEW_STATES } from '../../../domain/loans';
import { LENDABLE_FILTER } from '../../../domain/vehicles';
import type { ResourceDeclaration } from '../../../server/kit/define';
import { buildListQuery, cappedCountQuery } from '../../../server/kit/query';
import { resources } from '../../../server/resources';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * A screen's filter must count its matches (server/kit/query.ts countUpTo, up to the cap) from an
 * index alone: at the bench's million rows a sequential scan, even one the LIMIT stops, reads
 * several times more rows for one department's staff than the index has entries.
 *
 * The demo data is far too small for the planner to prefer an index by itself (and on the empty
 * tables of an unseeded app it takes other indexes), so each plan is taken with sequential scans
 * disabled (SET LOCAL enable_seqscan = off) after a VACUUM (index-only scans need the visibility
 * map): the check is then exactly "this index covers every column the count filters on". Dropping a covering column (plataforma, status) or the index turns the plan
 * into an Index Scan with heap reads, a Bitmap Heap Scan or another index, and the test fails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // ANALYZE too: the plans must not depend on whether statistics were taken (CI's were, a first local run's not).
  for (const table of ['usuarios', 'prestamos', 'vehiculos', 'notificaciones', 'solicitudes_viaje']) await t.database.pool.query(`VACUUM ANALYZE ${table}`);
});
afterAll(() => t.close());

const declaration = (base: string) => resources.find((d) => d.base === base)!;

/** The capped count the list call runs for these filters: countUpTo's statement, with the route's WHERE. */
function cappedCount(d: ResourceDeclaration, filters: Record<string, unknown>) {
  const { where } = buildListQuery(d, filters);
  return new PgDialect().sqlToQuery(cappedCountQuery(d.table, where, PAGING.countCap + 1));
}

/** The plan with sequential scans (and `off`'s other plan nodes) disabled, so it does not depend on how few rows a test table holds. */
async function planOf(query: { sql: string; params: unknown[] }, off: string[] = []) {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    for (const setting of ['enable_seqscan', ...off]) await client.query(`SET LOCAL ${setting} = off`);
    return (await client.query(`EXPLAIN ${query.sql}`, query.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

// [list, filters the screen (or the reference call) sends, the index that must count them alone]
const COUNTS: [string, Record<string, unknown>, string][] = [
  // /usuarios lists staff (plataforma false); usuarios/ itself serves every user (platform staff's records too).
  ['usuarios', { plataforma: false, department: 1 }, 'usuarios_department_id_idx'],
  ['usuarios', { plataforma: false, department: 1, status: 1 }, 'usuarios_department_id_idx'],
  ['usuarios', { department: 1, status: 1, ordering: '-created_at' }, 'usuarios_department_(id|status_created_at_id)_idx'],
  ['usuarios', { plataforma: false, planta: 1 }, 'usuarios_planta_id_idx'],
  // Either plant index counts a plant's loans alone (the second, Home's trends', begins with the plant too).
  ['prestamos', { planta: 1 }, 'prestamos_planta_(id|created_at)_idx'],
  ['prestamos', { usuario: 1 }, 'prestamos_usuario_id_idx'],
  ['prestamos', { vehiculo: 1 }, 'prestamos_vehiculo_id_idx'],
  // Either plant index counts a plant's vehicles alone (the second begins with the plant).
  ['vehiculos', { planta: 1 }, 'vehiculos_planta_(id|modulo_matricula|status_modulo_matricula)_idx'],
  ['vehiculos', { owner: 1 }, 'vehiculos_owner_id_idx'],
  ['vehiculos', { modulo: 1, planta: 1 }, 'vehiculos_planta_modulo_matricula_idx'],
  // Home's pending trip requests of one plant (and the list it links to).
  ['solicitudes_viaje', { planta: 1, status: 0 }, 'solicitudes_viaje_planta_status_fecha_id_idx'],
];

describe('capped counts of screen filters', () => {
  it.each(COUNTS)('%s %j is counted by an index-only scan of its index', async (base, filters, index) => {
    // Bitmap scans off too: run beside another test file (1 run in 3), the planner sometimes took
    // a bitmap scan of the right index over its index-only scan, as when VACUUM leaves pages not
    // all-visible. Without bitmaps, an index missing a filtered column still shows as an Index Scan.
    const plan = await planOf(cappedCount(declaration(base), filters), ['enable_bitmapscan']);
    expect(plan).toMatch(new RegExp(`Index Only Scan using ${index} on`));
    expect(plan).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
  });
});

/** A list's first page as the route builds it (its scope and filters, its order, 26 rows). */
function firstPage(d: ResourceDeclaration, filters: Record<string, unknown>) {
  const { where, orderBy } = buildListQuery(d, filters);
  return t.database.db.select().from(d.table).where(where).orderBy(...orderBy).limit(26).toSQL();
}

// [list, what the screen opens on or filters by, the index that gives its rows in order]
const ORDERED: [string, Record<string, unknown>, string][] = [
  ['prestamos', { status__in: [...LOAN_VIEW_STATES.applications], ordering: 'fecha_salida' }, 'prestamos_applications_salida_idx'],
  // Any order of the same states: the screen's URL may carry them so.
  ['prestamos', { status__in: [...LOAN_VIEW_STATES.applications].reverse(), ordering: 'fecha_salida' }, 'prestamos_applications_salida_idx'],
  ['prestamos', { status__in: [...LOAN_VIEW_STATES.trips], ordering: '-fecha_salida' }, 'prestamos_trips_salida_idx'],
  ['prestamos/vehiculos_asignados', {}, 'prestamos_assigned_regreso_idx'],
  ['prestamos', { status__in: [5], ordering: '-fecha_salida' }, 'prestamos_status_salida_id_idx'],
  ['prestamos', { ordering: 'status' }, 'prestamos_status_id_idx'],
  ['vehiculos', { ...LENDABLE_FILTER, planta: 1, ordering: 'matricula' }, 'vehiculos_planta_status_modulo_matricula_idx'],
  ['vehiculos', { ordering: '-status' }, 'vehiculos_status_id_idx'],
  // Issue #38's plan check: a state by the screen's sort from entries of its own, not a walk of every row's.
  ['usuarios', { plataforma: false, licencia_status: 4, ordering: 'last_name' }, 'usuarios_licencia_status_last_name_id_idx'],
  ['usuarios', { department: 1, status: 1, ordering: '-created_at' }, 'usuarios_department_status_created_at_id_idx'],
  ['vehiculos', { status: 0, ordering: 'matricula' }, 'vehiculos_status_matricula_id_idx'],
  ['vehiculos', { status: 4, modulo: 1, ordering: 'matricula' }, 'vehiculos_status_modulo_matricula_id_idx'],
  // A plant's pending trip requests as Home opens them, latest day first.
  ['solicitudes_viaje', { planta: 1, status: 0, ordering: '-fecha' }, 'solicitudes_viaje_planta_status_fecha_id_idx'],
];

describe("the screens' lists read in order", () => {
  it.each(ORDERED)('%s %j: read in order from %s, never sorted', async (base, filters, index) => {
    // As below: on a few rows a bitmap scan and a sort cost nothing, so both are disabled.
    const plan = await planOf(firstPage(declaration(base), filters), ['enable_bitmapscan', 'enable_sort']);
    expect(plan).toMatch(new RegExp(`Index Scan( Backward)? using ${index} on`));
    expect(plan).not.toMatch(/Sort/);
  });
});

it("reads a plant's trip requests latest day first from its index, never sorted", async () => {
  // A plant of few requests, as each of the bench's thirty holds a thirtieth: on the demo's few
  // plants the busiest holds a fifth, and reading every request by day is then the cheaper plan.
  const { rows } = await t.database.pool.query<{ planta: number }>(
    'SELECT planta FROM solicitudes_viaje WHERE planta IS NOT NULL GROUP BY planta ORDER BY count(*), planta LIMIT 1',
  );
  const plan = await planOf(firstPage(declaration('solicitudes_viaje'), { planta: rows[0].planta, ordering: '-fecha' }), ['enable_bitmapscan', 'enable_sort']);
  expect(plan).toMatch(/Index Scan( Backward)? using solicitudes_viaje_planta_fecha_id_idx on/);
  expect(plan).not.toMatch(/Sort/);
});

describe("the notification lists' order", () => {
  // The page the bell and both lists ask (kit/listQueries.ts with the caller's bound), as the route builds it.
  function page(seen: boolean, ordering: string, filters: Record<string, unknown> = {}) {
    const { where, orderBy } = buildListQuery(notificationList, { ordering, ...filters });
    return t.database.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.user_id, 1), eq(notificaciones.seen, seen), where))
      .orderBy(...orderBy)
      .limit(26)
      .toSQL();
  }

  it.each([
    [false, '-created_at'],
    [true, '-created_at'],
    [true, 'created_at'],
  ])('seen %s, %s: read in order from one user\'s index, never sorted', async (seen, ordering) => {
    // On a few rows a bitmap scan and a sort cost nothing, so both are disabled: with an index in
    // the list's order the plan needs neither; without it, a Sort stays in the plan whatever it costs.
    const plan = await planOf(page(seen, ordering), ['enable_bitmapscan', 'enable_sort']);
    expect(plan).toMatch(/Index Scan( Backward)? using notificaciones_user_seen_idx on/);
    expect(plan).not.toMatch(/Sort/);
  });

  it.each([false, true])('seen %s, one type: read in order from the type index, never sorted', async (seen) => {
    const plan = await planOf(page(seen, '-created_at', { type: 1 }), ['enable_bitmapscan', 'enable_sort']);
    expect(plan).toMatch(/Index Scan( Backward)? using notificaciones_user_seen_type_idx on/);
    expect(plan).not.toMatch(/Sort/);
  });
});
