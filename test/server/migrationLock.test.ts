import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { applyMigrations, connect } from '../../server/db/client';

/**
 * Processes that start together on a new database (a deploy of several instances) each apply
 * the migrations: one does, the others wait and find nothing left, and none fails.
 */
const adminUrl = inject('pgAdminUrl');
const name = `migrate_${randomBytes(6).toString('hex')}`;
const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const journal = JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

beforeAll(async () => {
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  await admin.close();
});

afterAll(async () => {
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
});

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
