import { getTableName } from 'drizzle-orm';
import { ACCESS_RULES, isActionOf, isResourceName } from '../../../domain/access';
import { APP_CALLS } from '../../../domain/appCalls';
import { columnOf, type ResourceDeclaration } from '../../../server/kit/define';
import { fileActions } from '../../../server/kit/files';
import { fieldLabel } from '../../../server/kit/labels';
import { filtersOf, searchCondition } from '../../../server/kit/query';
import { resources } from '../../../server/resources';
import { SEARCH_COLUMN } from '../../../server/db/schema/search';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Every declaration (server/resources/index.ts) against the migrated database and DOMAIN §1:
 * a new resource is checked the day it is declared, with no list to update here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

interface IndexRow {
  name: string;
  first_column: string | null;
  method: string;
  partial: boolean;
  definition: string;
}

/** The table's indexes, with the column each one starts with (null for an expression). */
async function indexesOf(table: string): Promise<IndexRow[]> {
  const { rows } = await t.database.pool.query<IndexRow>(
    `SELECT i.relname AS name, a.attname AS first_column, am.amname AS method, ix.indpred IS NOT NULL AS partial,
            pg_get_indexdef(ix.indexrelid) AS definition
       FROM pg_index ix
       JOIN pg_class tbl ON tbl.oid = ix.indrelid
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_am am ON am.oid = i.relam
       LEFT JOIN pg_attribute a ON a.attrelid = tbl.oid AND a.attnum = ix.indkey[0]
      WHERE tbl.relname = $1 AND tbl.relnamespace = 'public'::regnamespace`,
    [table],
  );
  return rows;
}

const tableOf = (d: ResourceDeclaration) => getTableName(d.table);
const dbColumn = (d: ResourceDeclaration, field: string) => columnOf(d, field).name;

/** The columns `flotilla_fold(a, b, …)` folds, as PostgreSQL prints it: `flotilla_fold(VARIADIC ARRAY[(a)::text, …])`. */
const foldedColumns = (definition: string) =>
  /^flotilla_fold\((?:VARIADIC ARRAY\[)?(.*?)\]?\)$/
    .exec(definition)?.[1]
    .split(', ')
    .map((arg) => arg.replace(/^\((\w+)\)::[\w ]+$|^(\w+)$/, '$1$2')) ?? null;

/** Every record call of a declaration with the DOMAIN §1 (resource, action) that guards it. */
const callsOf = (d: ResourceDeclaration) => [
  ...[...(d.actions ?? []), ...fileActions(d)].map((a) => ({ path: a.path, resource: a.accessResource ?? d.base, access: a.access })),
  // A phone's own calls (caller 'app') are ruled by domain/appCalls.ts, not by a group's action.
  ...(d.transitions ?? []).filter((tr) => tr.caller !== 'app').map((tr) => ({ path: tr.path, resource: tr.accessResource ?? d.base, access: tr.access })),
];
const appTransitionsOf = (d: ResourceDeclaration) => (d.transitions ?? []).filter((tr) => tr.caller === 'app');

describe.each(resources.map((d) => [d.base, d] as const))('%s', (_base, declaration) => {
  it('has an index starting with every filter and ordering column', async () => {
    const indexes = (await indexesOf(tableOf(declaration))).filter((i) => i.method === 'btree' && !i.partial);
    // A filter on a referenced record's column is served by the reference's own column.
    const filterColumn = (field: string) => declaration.referenceFilters?.[field]?.through ?? field;
    const fields = [...new Set([...Object.keys(filtersOf(declaration)).map(filterColumn), ...declaration.ordering])];
    // An owned declaration (vistas/) lists one person's rows only: the index starting with its owner serves them.
    const byOwner = declaration.owner !== undefined && indexes.some((i) => i.first_column === dbColumn(declaration, declaration.owner!));
    const missing = fields.filter((field) => !byOwner && !indexes.some((i) => i.first_column === dbColumn(declaration, field)));
    expect(missing).toEqual([]);
    expect(declaration.ordering).toContain(declaration.defaultOrdering.replace(/^-/, ''));
  });

  it('searches exactly the columns of a trigram index, and the query uses it', async () => {
    if (!declaration.search.length) return;
    const indexes = await indexesOf(tableOf(declaration));
    const expected = declaration.search.map((field) => dbColumn(declaration, field));
    // The stored search column (server/db/schema/search.ts) folds exactly these, and a trigram index covers it.
    const { rows } = await t.database.pool.query(
      `SELECT pg_get_expr(d.adbin, d.adrelid) AS expression FROM pg_attrdef d
         JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
        WHERE d.adrelid = $1::regclass AND a.attname = $2 AND a.attgenerated = 's'`,
      [tableOf(declaration), SEARCH_COLUMN],
    );
    expect(foldedColumns(rows[0]?.expression ?? '')).toEqual(expected);
    const index = indexes.find((i) => i.method === 'gin' && i.first_column === SEARCH_COLUMN && i.definition.includes('gin_trgm_ops'))!;
    expect(index).toBeDefined();

    // The planner picks the index only when the query's expression is the index's own.
    const query = t.database.db.select({ id: columnOf(declaration, 'id') }).from(declaration.table).where(searchCondition(declaration, 'ana')).toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = (await client.query(`EXPLAIN ${query.sql}`, query.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain(index.name);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('references declared resources, by a column of their table', () => {
    for (const [field, reference] of Object.entries(declaration.references ?? {})) {
      dbColumn(declaration, field);
      const target = resources.find((d) => d.base === reference.resource);
      expect(target, `${declaration.base}.${field} → ${reference.resource}`).toBeDefined();
      expect(getTableName(reference.table)).toBe(tableOf(target!));
      for (const label of [reference.label].flat()) expect(columnOf(target!, label)).toBeDefined();
    }
  });

  it('names only DOMAIN §1 actions that domain/access.ts knows for the resource', () => {
    expect(isResourceName(declaration.base)).toBe(true);
    for (const call of callsOf(declaration)) {
      expect([call.path, call.resource, isResourceName(call.resource)]).toEqual([call.path, call.resource, true]);
      expect([call.path, call.resource, call.access, isActionOf(call.resource as keyof typeof ACCESS_RULES, call.access)]).toEqual([
        call.path,
        call.resource,
        call.access,
        true,
      ]);
    }
    for (const tr of appTransitionsOf(declaration)) {
      const path = `${declaration.base}/:id/${tr.path}/`;
      expect([path, APP_CALLS.some((call) => call.method === tr.method && call.path === path)]).toEqual([path, true]);
    }
  });

  it('exports known columns, never a hidden one, labelled in both languages', () => {
    const labels = declaration.labels ?? declaration.base;
    const hidden = declaration.hidden ?? [];
    for (const column of declaration.exportColumns) {
      expect(hidden, `${declaration.base} exports ${column.field}`).not.toContain(column.field);
      if (!column.expression) dbColumn(declaration, column.field);
      for (const lang of ['es', 'en'] as const) expect([lang, column.field, fieldLabel(lang, labels, column.field) !== column.field]).toEqual([lang, column.field, true]);
    }
  });
});
