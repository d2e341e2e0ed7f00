import { applyMigrations, connect } from '../../../server/db/client';
import { emptyDatabase } from '../support/emptyDatabase';
import { appliedMigrations, REWRITTEN_MIN_PAGES, vacuumRewrittenTables } from '../../../server/db/vacuum';

/**
 * A migration that rewrites a big table leaves its visibility map empty, so its counts stop being
 * index-only until someone vacuums it; the migrator does, right after applying migrations.
 */
const url = emptyDatabase('vacuum');

/**
 * The tables' own autovacuum is off: an autovacuum worker's ANALYZE of the freshly filled table
 * holds a snapshot in this database, and while it runs no VACUUM can mark the rewritten rows
 * visible to all (the map stayed empty when one came at the wrong moment).
 */
const NO_AUTOVACUUM = 'WITH (autovacuum_enabled = false)';

const visibility = async (client: import('pg').ClientBase, table: string) =>
  (await client.query<{ pages: number; visible: number }>('SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = $1', [table])).rows[0];

test('a big table rewritten by a migration is vacuumed: its visibility map is set again; small or untouched tables are left alone', async () => {
  const database = connect(url, 1);
  const client = await database.pool.connect();
  try {
    expect(await appliedMigrations(client)).toBe(0); // a new database: no bookkeeping table yet
    await client.query(`CREATE TABLE big (id int PRIMARY KEY, name text NOT NULL) ${NO_AUTOVACUUM}`);
    await client.query(`INSERT INTO big SELECT g, 'name ' || g FROM generate_series(1, 40000) g`);
    await client.query(`CREATE TABLE small (id int PRIMARY KEY)`);
    await client.query(`INSERT INTO small SELECT g FROM generate_series(1, 100) g`);
    await client.query('VACUUM ANALYZE big');
    // What 0017 did to every searched table: a stored generated column rewrites the table.
    await client.query(`ALTER TABLE big ADD COLUMN search text GENERATED ALWAYS AS (lower(name)) STORED`);
    await client.query('ANALYZE big');
    const rewritten = await visibility(client, 'big');
    expect(rewritten.pages).toBeGreaterThan(100);
    expect(rewritten.visible).toBe(0);

    // Over the threshold the test sets (the product's is 1,000 pages): only the big table.
    expect(await vacuumRewrittenTables(client, 100)).toEqual(['public.big']);
    const after = await visibility(client, 'big');
    expect(after.visible).toBeGreaterThan(after.pages / 2);
    // Nothing left to do the second time.
    expect(await vacuumRewrittenTables(client, 100)).toEqual([]);
  } finally {
    client.release();
    await database.close();
  }
});

test('applying migrations vacuums such a table afterwards (a database with none applied yet)', async () => {
  const database = connect(url, 2);
  const client = await database.pool.connect();
  try {
    await client.query(`CREATE TABLE wide (id int PRIMARY KEY, name text NOT NULL) ${NO_AUTOVACUUM}`);
    await client.query(`INSERT INTO wide SELECT g, 'a longer name for row ' || g FROM generate_series(1, 200000) g`);
    await client.query(`ALTER TABLE wide ADD COLUMN search text GENERATED ALWAYS AS (lower(name)) STORED`);
    await client.query('ANALYZE wide');
    const rewritten = await visibility(client, 'wide');
    expect(rewritten.pages).toBeGreaterThanOrEqual(REWRITTEN_MIN_PAGES);
    expect(rewritten.visible).toBe(0);
    client.release();
    await applyMigrations(database.db);
    const again = await database.pool.connect();
    try {
      const after = await visibility(again, 'wide');
      expect(after.visible).toBeGreaterThan(after.pages / 2);
    } finally {
      again.release();
    }
  } finally {
    await database.close();
  }
});
