import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, connect } from '../server/db/client';
import { parentPid, postmasterPid } from './cpu';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { freePort } from '../test/freePort';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Kept between runs, so a second `npm run bench` finds its data built (delete it to start over). */
export const BENCH_DATA_DIR = path.join(root, '.bench-data', 'pg');
const DATABASE = 'flotilla_bench';

/**
 * Server settings for a throwaway benchmark database on a 2-core machine. fsync and
 * synchronous_commit off and wal_level minimal trade crash safety for load speed: a crash
 * can corrupt this database, and the fix is to delete .bench-data/ (it holds nothing else).
 * wal_level minimal also lets the build's TRUNCATE + INSERT in one transaction skip the WAL.
 */
const SETTINGS: Record<string, string> = {
  shared_buffers: '768MB',
  // The product's embedded cluster's (server/db/embedded.ts): an SSD's, not a spinning disk's.
  random_page_cost: '1.1',
  max_connections: '100',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  effective_cache_size: '2GB',
  max_parallel_maintenance_workers: '2',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  autovacuum: 'on',
};

export interface BenchDatabase {
  /** Connection string of the bench database (migrated). */
  url: string;
  /** The postmaster's pid, whose process tree is PostgreSQL's CPU (bench/cpu.ts); undefined for a BENCH_DATABASE_URL server not on this machine. */
  postmaster(): number | undefined;
  stop(): Promise<void>;
}

/** Runs the project's migrations on `url`. */
async function migrate(url: string) {
  const database = connect(url, 1);
  try {
    await applyMigrations(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The bench's own PostgreSQL: BENCH_DATABASE_URL's server when set (never DATABASE_URL, the
 * demo's; stop() leaves it running), else an embedded one in .bench-data/pg on a free port with
 * SETTINGS (written with ALTER SYSTEM; PostgreSQL restarts once when they change). Migrated.
 */
export async function openBenchDatabase(log: (line: string) => void = console.log): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    if (given === process.env.DATABASE_URL) throw new Error('BENCH_DATABASE_URL must not be the app’s DATABASE_URL: the bench empties the tables it fills.');
    await migrate(given);
    const postmaster = await backendParent(given);
    return { url: given, postmaster: () => postmaster, stop: async () => undefined };
  }
  mkdirSync(path.dirname(BENCH_DATA_DIR), { recursive: true, mode: 0o755 });
  const port = await freePort();
  let pg = await startEmbeddedPostgres(BENCH_DATA_DIR, port);
  if (await applySettings(pg.url('postgres'))) {
    log('Restarting the bench PostgreSQL with its benchmark settings …');
    await pg.stop();
    pg = await startEmbeddedPostgres(BENCH_DATA_DIR, port);
  }
  await pg.ensureDatabase(DATABASE);
  const url = pg.url(DATABASE);
  try {
    await migrate(url);
  } catch (err) {
    await pg.stop();
    throw err;
  }
  return { url, postmaster: () => postmasterPid(BENCH_DATA_DIR), stop: () => pg.stop() };
}

/** A server's postmaster when it runs on this machine: the parent of a backend of ours. */
async function backendParent(url: string): Promise<number | undefined> {
  const database = connect(url, 1);
  try {
    const { rows } = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return parentPid(rows[0].pid);
  } finally {
    await database.close();
  }
}

/** Writes the settings that differ; answers whether some need a restart to take effect. */
async function applySettings(url: string): Promise<boolean> {
  const database = connect(url, 1);
  try {
    const { rows } = await database.pool.query<{ name: string; value: string }>(
      `SELECT name, current_setting(name) AS value FROM pg_settings WHERE name = ANY($1::text[])`,
      [Object.keys(SETTINGS)],
    );
    const normal = (v: string) => v.toLowerCase().replace(/\s+/g, '');
    const wanted = (name: string) => normal(SETTINGS[name]);
    const differ = rows.filter((r) => normal(r.value) !== wanted(r.name));
    for (const { name } of differ) await database.pool.query(`ALTER SYSTEM SET ${name} = '${SETTINGS[name]}'`);
    if (!differ.length) return false;
    await database.pool.query('SELECT pg_reload_conf()');
    const pending = await database.pool.query(`SELECT 1 FROM pg_settings WHERE pending_restart`);
    return (pending.rowCount ?? 0) > 0;
  } finally {
    await database.close();
  }
}
