import { readFileSync } from 'node:fs';
import { applyMigrations, connect } from '../../../server/db/client';
import { emptyDatabase } from '../support/emptyDatabase';

/**
 * Processes that start together on a new database (a deploy of several instances) each apply
 * the migrations: one does, the others wait and find nothing left, and none fails.
 */
const url = emptyDatabase('migrate');
const journal = JSON.parse(readFileSync(new URL('../../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

test('three processes migrating one empty database at once all start, and each migration runs once', async () => {
  // A pool of one, as the command-line tools open: the lock must not wait for its own pool.
  const processes = [connect(url, 1), connect(url, 1), connect(url, 1)];
  try {
    const results = await Promise.allSettled(processes.map((p) => applyMigrations(p.db)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = await processes[0].pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(journal.entries.length);
    const { rows: locks } = await processes[0].pool.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`);
    expect(locks[0].n).toBe(0);
  } finally {
    await Promise.all(processes.map((p) => p.close()));
  }
});
