import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../../../server/db/client';
import { readQuery } from '../../../server/db/rowReader';

/**
 * Behind a pooler in transaction mode (DATABASE_DIRECT_URL set apart), statements go unnamed
 * (server/db/client.ts): a named read keeps its text, values and row mode, and prepares nothing.
 */
let database: Database;
beforeAll(() => {
  const url = inject('pgAdminUrl');
  database = connect(url, 1, `${url}${url.includes('?') ? '&' : '?'}application_name=direct`);
});
afterAll(() => database.close());

it('sends a named read unnamed, with its text, values and row mode', async () => {
  const read = readQuery(database.pool, { toSQL: () => ({ sql: 'SELECT $1::int + 1 AS n', params: [41] }) }, { n: sql`n` }, { name: 'behind_pooler_read' });
  for (let i = 0; i < 2; i++) expect(await read.execute()).toEqual([{ n: 42 }]);
  const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
  expect(rows).toEqual([{ n: 0 }]);
});
