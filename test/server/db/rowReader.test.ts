import { asc, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { notificaciones, record_history, viaje_tracks } from '../../../server/db/schema';
import { intArray, readQuery } from '../../../server/db/rowReader';
import { toJson } from '../../../server/http/json';
import { resources } from '../../../server/resources';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Lists read their rows past drizzle's row mapping (server/db/rowReader.ts): on the seeded demo,
 * every table a list reads must come back exactly as drizzle answers it, every column type
 * included (timestamps, dates, arrays, numbers, text, booleans, nulls), and an SQL column too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables: PgTable[] = [...new Set<PgTable>([...resources.map((d) => d.table), notificaciones, record_history, viaje_tracks])];

it.each(tables.map((table) => [getTableName(table), table] as const))('%s: the same rows as drizzle maps them', async (_name, table) => {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = { ...columns, __total: sql<number>`(SELECT count(*) FROM ${table})`.as('__total') };
  const query = t.database.db.select(fields).from(table).orderBy(asc(columns.id ?? columns.viaje)).limit(40);
  const expected = await query;
  expect(expected.length).toBeGreaterThan(0);
  const read = await readQuery(t.database.pool, query, fields).execute();
  expect(read).toEqual(expected);
  // Same keys in the same order: the answer's JSON is unchanged.
  expect(read.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
});

it.each(tables.map((table) => [getTableName(table), table] as const))('%s: timestamps read as text answer the same JSON', async (_name, table) => {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const query = t.database.db.select(columns).from(table).orderBy(asc(columns.id ?? columns.viaje)).limit(40);
  const expected = await query;
  const read = await readQuery(t.database.pool, query, columns, { timestampsAsText: true }).execute();
  expect(toJson(read)).toBe(toJson(expected));
  // Read as text where drizzle reads a Date, nothing else changed.
  for (const [i, row] of read.entries()) {
    for (const key of Object.keys(row)) expect(typeof row[key]).toBe(expected[i][key] instanceof Date ? 'string' : typeof expected[i][key]);
  }
});

it('reads integer arrays as node-postgres does, the odd ones (NULLs, nested) through its parser', () => {
  const generic = pg.types.getTypeParser(1007 as never, 'text') as (text: string) => unknown;
  for (const text of ['{}', '{0}', '{1,-2,3}', '{-2147483648,2147483647}', '{25680001,-100310002,0,25690000}', '{1,NULL,3}', '{NULL}', '{{1,2},{3,4}}', '{1,2}x', '{-}', '{1--2}']) {
    expect([text, intArray(text)]).toEqual([text, generic(text)]);
  }
});
