import { count, sql } from 'drizzle-orm';
import { PAGING } from '../../domain/paging';
import type { ResourceDeclaration } from '../../server/kit/define';
import { buildListQuery } from '../../server/kit/query';
import { resources } from '../../server/resources';
import { createTestApp, type TestApp } from './harness';

/**
 * A screen's filter must count its matches (server/kit/query.ts countUpTo, up to the cap) from an
 * index alone: on the bench's million rows a sequential scan that the LIMIT stops reads ~74,000
 * rows for one department's staff, the index 10,001 entries (issue #11).
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
  for (const table of ['usuarios', 'prestamos', 'vehiculos']) await t.database.pool.query(`VACUUM ${table}`);
});
afterAll(() => t.close());

const declaration = (base: string) => resources.find((d) => d.base === base)!;

/** The capped count the list call runs for these filters: countUpTo's statement, with the route's WHERE. */
function cappedCount(d: ResourceDeclaration, filters: Record<string, unknown>) {
  const { where } = buildListQuery(d, filters);
  const db = t.database.db;
  return db
    .select({ n: count() })
    .from(db.select({ one: sql`1` }).from(d.table).where(where).limit(PAGING.countCap + 1).as('capped'))
    .toSQL();
}

async function planOf(query: { sql: string; params: unknown[] }) {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
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
  ['usuarios', { department: 1, status: 1, ordering: '-created_at' }, 'usuarios_department_id_idx'],
  ['usuarios', { plataforma: false, planta: 1 }, 'usuarios_planta_id_idx'],
  ['prestamos', { planta: 1 }, 'prestamos_planta_id_idx'],
  ['prestamos', { usuario: 1 }, 'prestamos_usuario_id_idx'],
  ['prestamos', { vehiculo: 1 }, 'prestamos_vehiculo_id_idx'],
  ['vehiculos', { planta: 1 }, 'vehiculos_planta_id_idx'],
  ['vehiculos', { owner: 1 }, 'vehiculos_owner_id_idx'],
];

describe('capped counts of screen filters', () => {
  it.each(COUNTS)('%s %j is counted by an index-only scan of its index', async (base, filters, index) => {
    const plan = await planOf(cappedCount(declaration(base), filters));
    expect(plan).toMatch(new RegExp(`Index Only Scan using ${index} on`));
    expect(plan).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
  });
});
