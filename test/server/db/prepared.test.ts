import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { plantas } from '../../../server/db/schema';
import { preparedOnce } from '../../../server/db/prepared';
import { signedInTestApp } from '../support/harness';

/** A record call's query and the caller check are named statements (server/db/prepared.ts). */
const s = signedInTestApp();

/** A plant by id, with the backend that answered; each call holds its connection 50 ms. */
const plantWithBackend = preparedOnce((db, name) => {
  const query = db
    .select({ id: plantas.id, name: plantas.name, pid: sql<number>`(SELECT pg_backend_pid() FROM pg_sleep(0.05))` })
    .from(plantas)
    .where(eq(plantas.id, sql.placeholder('id')));
  return query.prepare(name(query));
});

async function until(ms: number, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('statements built once', () => {
  it('answer right on every connection of the pool, each call with its own parameters', async () => {
    const { db } = s.t.database;
    const ids = (await db.select({ id: plantas.id }).from(plantas)).map((r) => r.id);
    const calls = Array.from({ length: 10 }, (_, i) => ids[i % ids.length]);
    const rows = await Promise.all(calls.map((id) => plantWithBackend(db).execute({ id })));
    expect(rows.map(([row]) => row.id)).toEqual(calls);
    expect(new Set(rows.map(([row]) => row.pid)).size).toBeGreaterThan(1);
  });

  it('work again after the connections are ended (a database restart) and after the table changes', async () => {
    const { db, pool } = s.t.database;
    const [{ id }] = await db.select({ id: plantas.id }).from(plantas).limit(1);
    expect((await s.api({ url: `plantas/${id}/` })).statusCode).toBe(200);
    // From a connection outside the pool, so every pooled one ends.
    const outside = new pg.Client(pool.options);
    await outside.connect();
    await outside.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await outside.end();
    await until(5000, () => pool.totalCount === 0);
    const again = await s.api({ url: `plantas/${id}/` });
    expect([again.statusCode, again.json().id]).toEqual([200, id]);

    await pool.query('ALTER TABLE plantas ADD COLUMN probe_extra integer');
    const [row] = await plantWithBackend(db).execute({ id });
    expect(row.id).toBe(id);
    const after = await s.api({ url: `plantas/${id}/` });
    expect([after.statusCode, Object.hasOwn(after.json(), 'probe_extra')]).toEqual([200, false]);
  });

  it('answer on every connection after a selected column changes type under them (another instance migrated)', async () => {
    const { db, pool } = s.t.database;
    const [{ id }] = await db.select({ id: plantas.id }).from(plantas).limit(1);
    // Prepare the statements on several pooled connections first.
    const warm = await Promise.all(Array.from({ length: 6 }, () => s.api({ url: `plantas/${id}/` })));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(pool.totalCount).toBeGreaterThan(1);
    await pool.query('ALTER TABLE plantas ALTER COLUMN address TYPE varchar(300)');
    const after = await Promise.all(Array.from({ length: 12 }, () => s.api({ url: `plantas/${id}/` })));
    expect(after.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
  });
});
