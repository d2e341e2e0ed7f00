import { inject } from 'vitest';
import { connect, type Database } from '../../../server/db/client';

/**
 * Rows read as arrays skip node-postgres's keyed empty row (server/db/arrayRows.ts): their values
 * must be decoded as rows read as objects decode them, named statements and custom parsers too.
 */
let database: Database;
beforeAll(() => {
  database = connect(inject('pgAdminUrl'), 1);
});
afterAll(() => database.close());

const TEXT = `SELECT 7::int AS n, 9007199254740993::bigint AS big, 'tú'::text AS word, NULL::text AS none, true AS yes,
  '2026-11-30'::date AS day, '2026-11-30T10:00:00Z'::timestamptz AS at, ARRAY[1, 2]::int[] AS list, 1.50::numeric AS amount`;

it('decodes every field of an array row as an object row decodes it', async () => {
  const objects = await database.pool.query(TEXT);
  const arrays = await database.pool.query({ text: TEXT, rowMode: 'array' });
  expect(arrays.fields.map((f) => f.name)).toEqual(Object.keys(objects.rows[0]));
  expect(arrays.rows).toEqual([Object.values(objects.rows[0])]);
  expect(arrays.rows[0]).toEqual([7, 9007199254740992, 'tú', null, true, '2026-11-30', new Date('2026-11-30T10:00:00Z'), [1, 2], '1.50']);
});

it('uses the parsers a query gives, on a named statement run again', async () => {
  const types = { getTypeParser: (id: number) => (id === 23 ? (v: string) => `int ${v}` : (v: string) => v) };
  const config = { name: 'array_rows_test', text: 'SELECT $1::int AS n, $2::text AS word', rowMode: 'array' as const, types };
  for (const n of [1, 2]) {
    const result = await database.pool.query({ ...config, values: [n, 'x'] });
    expect(result.rows).toEqual([[`int ${n}`, 'x']]);
  }
});

it('builds no row keyed by the field names for array rows, and still does for object rows', async () => {
  const arrays = await database.pool.query({ text: TEXT, rowMode: 'array' });
  const objects = await database.pool.query(TEXT);
  const keyed = (result: object) => (result as { _prebuiltEmptyResultObject: object | null })._prebuiltEmptyResultObject;
  expect(keyed(arrays)).toBeNull();
  expect(Object.keys(keyed(objects) ?? {})).toEqual(Object.keys(objects.rows[0]));
});
