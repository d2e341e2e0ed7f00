import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../../server/db/client';
import { usuarios } from '../../../server/db/schema';
import { hashPassword } from '../../../server/auth/passwords';
import { kill, signIn, startServer, until, type Server } from './serverProcess';

/**
 * The real server (serverProcess.ts) killed with SIGKILL in the middle of a bulk write and of an
 * import leaves no half-applied change. Its database killed or late: faultsDatabase.test.ts.
 */

/**
 * Holds a lock on audit_log, which every write of the server records into last: a bulk write
 * has changed its rows and then waits, uncommitted, until `release`. `waiter` is the pid of the
 * server's connection once it waits there.
 */
async function holdAuditLog(database: Database) {
  const holder: pg.PoolClient = await database.pool.connect();
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE audit_log IN SHARE MODE');
  let waiter = 0;
  return {
    /** Waits until the server's write is held there, failing if `request` is answered first. */
    async waitForWriter(request: Promise<Response | Error>) {
      let answered: string | undefined;
      void request.then(async (res) => (answered = res instanceof Error ? res.message : `${res.status} ${await res.text()}`));
      await until('the server to wait on audit_log with its write uncommitted', async () => {
        if (answered) throw new Error(`the write was answered before it reached audit_log: ${answered}`);
        // pg_locks, read from another connection (pg_stat_activity is a snapshot inside the holder's
        // transaction): a connection waiting for audit_log that holds a transaction id has written.
        const { rows } = await database.pool.query<{ pid: number }>(
          `SELECT w.pid FROM pg_locks w JOIN pg_class c ON c.oid = w.relation
           WHERE NOT w.granted AND c.relname = 'audit_log'
             AND EXISTS (SELECT 1 FROM pg_locks x WHERE x.pid = w.pid AND x.locktype = 'transactionid' AND x.granted)`,
        );
        waiter = rows[0]?.pid ?? 0;
        return waiter !== 0;
        // A whole import's rows are written before its audit line: long on a machine the rest of the suite keeps busy.
      }, 90_000);
    },
    /** Lets the orphaned connection go on: it finds its client gone and rolls back. */
    async release() {
      await holder.query('ROLLBACK');
      holder.release();
      await until('the killed server\'s connection to end', async () => {
        const { rowCount } = await database.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [waiter]);
        return rowCount === 0;
      });
    },
  };
}

const count = async (database: Database, sql: string) => Number((await database.pool.query<{ n: number }>(sql)).rows[0].n);

describe('the server killed in the middle of a write', () => {
  const PLANTS = 5000;
  const IMPORTED = 3000;
  const adminUrl = inject('pgAdminUrl');
  const name = `faults_${randomBytes(5).toString('hex')}`;
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  // Made in the hooks, so a run that filters these tests out leaves no folder behind.
  let dataDir: string;
  let env: Record<string, string>;
  let database: Database;
  let server: Server | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-faults-'));
    env = { DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') };
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_template`);
    await admin.close();
    database = connect(url, 3);
    await database.db.insert(usuarios).values({ email: 'admin@flotilla.mx', groups: ['Administrador'], password: await hashPassword('flotilla'), name: 'Admin', last_name: 'Faults' });
    await database.pool.query(`INSERT INTO plantas (name, code) SELECT 'Planta ' || g, 'P' || g FROM generate_series(1, ${PLANTS}) g`);
  });
  afterAll(async () => {
    if (server) await kill(server);
    await database.close();
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves a bulk status change all or nothing, and the restarted server makes it whole', async () => {
    server = await startServer(env);
    const token = await signIn(server.base, 'admin@flotilla.mx');
    const ids = (await database.pool.query<{ id: number }>('SELECT id FROM plantas ORDER BY id')).rows.map((r) => r.id);
    const bulk = () =>
      fetch(`${server!.base}/plantas/change_multiple_status/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ids, status: 0 }),
      });

    const lock = await holdAuditLog(database);
    const cut = bulk().catch((err: Error) => err);
    try {
      await lock.waitForWriter(cut);
      await kill(server);
    } finally {
      await lock.release();
    }
    expect(await cut).toBeInstanceOf(Error);
    const changed = await count(database, 'SELECT count(*) AS n FROM plantas WHERE status = 0');
    expect([0, PLANTS]).toContain(changed);
    // Killed before its commit: none of them, and no audit line of it either.
    expect(changed).toBe(0);
    expect(await count(database, "SELECT count(*) AS n FROM audit_log WHERE resource = 'plantas'")).toBe(0);

    server = await startServer(env);
    const again = await bulk();
    expect([again.status, await again.json()]).toEqual([200, { updated: PLANTS }]);
    expect(await count(database, 'SELECT count(*) AS n FROM plantas WHERE status = 0')).toBe(PLANTS);
  });

  it('leaves a users import with no partial rows, and the restarted server imports the file whole', async () => {
    server ??= await startServer(env);
    const token = await signIn(server.base, 'admin@flotilla.mx');
    const rows = Array.from({ length: IMPORTED }, (_, i) => `Nombre ${i},Apellido ${i},importado${i}@flotilla.mx,10`);
    const csv = ['name,last_name,email,puntos', ...rows].join('\r\n');
    const upload = (base: string) => {
      const form = new FormData();
      form.append('archivo', new Blob([csv], { type: 'text/csv' }), 'usuarios.csv');
      return fetch(`${base}/usuarios/importar/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const users = () => count(database, 'SELECT count(*) AS n FROM usuarios');
    const before = await users();

    const lock = await holdAuditLog(database);
    const cut = upload(server.base).catch((err: Error) => err);
    try {
      await lock.waitForWriter(cut);
      await kill(server);
    } finally {
      await lock.release();
    }
    expect(await cut).toBeInstanceOf(Error);
    expect(await users()).toBe(before);
    expect(await count(database, 'SELECT count(*) AS n FROM puntos_ledger')).toBe(0);

    server = await startServer(env);
    const whole = await upload(server.base);
    expect(whole.status).toBe(200);
    expect(((await whole.json()) as { created: number }).created).toBe(IMPORTED);
    expect(await users()).toBe(before + IMPORTED);
  }, 240_000);
});
