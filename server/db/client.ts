import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { appliedMigrations, vacuumRewrittenTables } from './vacuum';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { availableParallelism } from 'node:os';
import * as schema from './schema';
// Rows read as arrays skip node-postgres's keyed empty row (a record call's ~10 % of Node's CPU).
import './arrayRows';
import { describeOutage, isDatabaseUnavailable } from '../http/outage';

export type Db = NodePgDatabase<typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Database {
  pool: pg.Pool;
  /**
   * Connections for long work (LONG_WORK_POOL_SIZE): exports, a user import's transaction, the
   * daily documents refresh. Work that holds a connection for seconds or minutes never takes
   * the calls' own.
   */
  longWork: pg.Pool;
  db: Db;
  /** `db` over the long work's connections. */
  longWorkDb: Db;
  /**
   * Connections that keep session state: LISTEN (the event bus, the caller and list caches) and the
   * migrations' advisory lock. DATABASE_DIRECT_URL's when the calls go through a pooler
   * (PgBouncer in transaction mode hands each transaction to any backend); else `pool` itself.
   */
  direct: pg.Pool;
  close(): Promise<void>;
}

// Dates come back as ISO strings in JSON either way; numeric(…) stays a string, bigint count as number.
pg.types.setTypeParser(20, (v) => Number(v));
// A date without a time (a licence's expiry) stays 'yyyy-MM-dd' in raw queries (exports) too, as
// drizzle answers it: parsed into a Date it would be local midnight, a day off in other zones.
pg.types.setTypeParser(1082, (v) => v);

/**
 * How long opening a connection (or waiting for a free one) may take before the call fails:
 * with the database unreachable, calls answer 503 in seconds instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Connections the lists, records and writes share, per process: two per core by default, since
 * more backends than the cores can run only queue inside PostgreSQL (docs/PERFORMANCE.md). At
 * most 20, so a few processes stay under PostgreSQL's default of 100 connections whatever machine
 * runs them; DATABASE_POOL_SIZE sets it (a database on another machine than the server).
 */
export const defaultPoolSize = (cores = availableParallelism()) => Math.min(20, Math.max(4, 2 * cores));

/**
 * Connections for long work, per process. An export holds its cursor's connection while the file
 * streams (a minute for a million loans), an import of 5,000 users its transaction for seconds:
 * in a pool of their own, they never take the lists' connections; a fourth at once waits for
 * one like any call waits for the pool.
 */
export const LONG_WORK_POOL_SIZE = 3;

/**
 * The `direct` pool's size when DATABASE_DIRECT_URL is its own: the migrations hold one under
 * their lock at start-up. The listeners (events, caller and list caches) take none of these: they
 * open one connection of their own per process from the pool's settings (db/listener.ts).
 */
const DIRECT_POOL_SIZE = 2;

/**
 * A query config without its statement name: behind a pooler in transaction mode the next
 * transaction may run on another backend, where a named statement pg believes prepared does not
 * exist (Debian 12's PgBouncer 1.18 does not track them). Unnamed, each call is parsed anew.
 * Submittables (an export's stream) are left as they are.
 */
function unnamed(config: unknown): unknown {
  if (!config || typeof config !== 'object' || typeof (config as { submit?: unknown }).submit === 'function' || !('name' in config)) return config;
  // Every key but the name, inherited ones too: a read's config inherits its text (db/rowReader.ts).
  const rest: Record<string, unknown> = {};
  for (const key in config) if (key !== 'name') rest[key] = (config as Record<string, unknown>)[key];
  return rest;
}

function openPool(url: string, max: number, { behindPooler = false } = {}): pg.Pool {
  // keepAlive: a connection whose server vanished without closing it is found dead by the OS.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('connect', (client) => {
    if (behindPooler) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      Object.assign(client, { query: (config: unknown, ...rest: unknown[]) => query(unnamed(config), ...rest) });
    }
    // A connection checked out (inside a transaction, an export's cursor) that dies emits 'error'
    // with no listener of the pool's: that would crash the process. Its query fails with the
    // same error, and the pool drops the broken client when it is released.
    client.on('error', () => undefined);
    // PostgreSQL says it ends this connection (57P01 …) a moment before the socket closes: end it
    // now, so a release in between does not hand the dying connection to the next call.
    client.connection.on('errorMessage', (message: unknown) => {
      if (isDatabaseUnavailable(message)) client.end().catch(() => undefined);
    });
  });
  // An idle connection the server ends must not crash the process (pg's default for an
  // unhandled 'error'); the pool opens a new one for the next query. On SIGTERM the embedded
  // PostgreSQL's own exit hook shuts the server down (57P01) while we are still closing.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`[database] idle connection lost: ${err.message}`);
  });
  return pool;
}

/**
 * The pools of `url` (the calls' and the long work's). `directUrl` (DATABASE_DIRECT_URL), when
 * it differs, is a pooler's way around: `url` then goes through PgBouncer in transaction mode,
 * so its connections keep no session state (no named statements), and what needs a session of
 * its own (LISTEN, the migrations' lock) connects to `directUrl`.
 */
export function connect(url: string, max = defaultPoolSize(), directUrl?: string): Database {
  const behindPooler = Boolean(directUrl) && directUrl !== url;
  const pool = openPool(url, max, { behindPooler });
  // pg opens a pool's connections on first use: a process that never exports holds none here.
  const longWork = openPool(url, LONG_WORK_POOL_SIZE, { behindPooler });
  const direct = behindPooler ? openPool(directUrl!, DIRECT_POOL_SIZE) : pool;
  const db = drizzle(pool, { schema });
  const longWorkDb = drizzle(longWork, { schema });
  const pools = new Set([pool, longWork, direct]);
  return { pool, longWork, db, longWorkDb, direct, close: async () => void (await Promise.all([...pools].map((p) => p.end()))) };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed key: the advisory lock under which one process migrates while the others wait. */
const MIGRATION_LOCK = 7_205_114_231;

/**
 * Applies the pending migrations. Several processes may start at once on one database (a deploy);
 * without the lock each read the same applied list and ran the same migrations, and the second
 * died on a deadlock or "already exists". Under it, the one that waited finds nothing to do.
 * `folder`: another journal (a restore's, cut at its archive's migration), under the same lock.
 */
export async function applyMigrations(db: Db | pg.Pool, folder = migrationsFolder) {
  // A pool: the server's direct connections (DATABASE_DIRECT_URL), where a session lock holds.
  const client = await (db instanceof pg.Pool ? db : (db as Db & { $client: pg.Pool }).$client).connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      // On the lock's own connection: a pool of one (the CLIs) would otherwise wait for itself.
      const before = await appliedMigrations(client);
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
      if ((await appliedMigrations(client)) !== before) await vacuumRewrittenTables(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Where a connection string points, without its credentials: what a console line may show. */
function describeUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || 5432}${pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Runs `task` (the start-up's first use of the database) until the database can be reached,
 * waiting 1 s, 2 s … up to 30 s between attempts and saying so; any other failure is thrown.
 * A server started before its database (a reboot, a container) comes up when the database does.
 */
export async function untilReachable<T>(task: () => Promise<T>, url: string, log: (line: string) => void = console.error): Promise<T> {
  for (let delay = 1000; ; delay = Math.min(delay * 2, 30_000)) {
    try {
      return await task();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      log(`PostgreSQL at ${describeUrl(url)} cannot be reached (${describeOutage(err)}); trying again in ${delay / 1000} s …`);
      await sleep(delay);
    }
  }
}
