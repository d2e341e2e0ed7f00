import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, connect as tcpConnect, type Socket } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import type pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../../server/db/client';
import { usuarios } from '../../../server/db/schema';
import { hashPassword } from '../../../server/auth/passwords';
import { freePort } from '../../freePort';

/**
 * Issue #7 "Faults": the real server (`node --import tsx server/main.ts`) killed with SIGKILL in
 * the middle of a bulk write and of an import leaves no half-applied change; the embedded
 * PostgreSQL killed under a running server gives 503s, then the server brings it back.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Server {
  proc: ChildProcess;
  base: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

/** Polls `check` (a query, a call) every few milliseconds until it answers true, failing past the deadline. */
async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const deadline = Date.now() + ms; !(await check()); await pause(25)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
  }
}

const statusOf = (url: string) => fetch(url).then((r) => r.status, () => 0);

/** Starts the server and waits until it is ready. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const server = await spawnServer(env);
  await untilReady(server);
  return server;
}

async function spawnServer(env: Record<string, string>): Promise<Server & { gone(): boolean }> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CLIENT_DIR: path.join(tmpdir(), 'no-client'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  return { proc, base: `http://127.0.0.1:${port}/api`, output: () => output, exited, gone: () => gone };
}

async function untilReady(server: Server & { gone(): boolean }) {
  await until('the server to answer', async () => {
    if (server.gone()) throw new Error('the server exited');
    return (await statusOf(`${server.base}/ready`)) === 200;
  }, 90_000).catch((err: Error) => {
    server.proc.kill('SIGKILL');
    throw new Error(`${err.message}\n${server.output()}`);
  });
}

async function kill(server: Server) {
  server.proc.kill('SIGKILL');
  await server.exited;
}

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-type': 'platform' },
    body: JSON.stringify({ email, password: 'flotilla' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

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
      });
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
  }, 120_000);

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
  }, 120_000);
});

describe('the embedded PostgreSQL killed under a running server', () => {
  let dataDir: string;
  let server: Server | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-faults-pg-'));
    chmodSync(dataDir, 0o755); // the unprivileged postgres user must reach its data folder
  });
  afterAll(async () => {
    if (server && server.proc.exitCode === null) await kill(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 (never 500, never hanging) while it is down, then restarts it and answers again', async () => {
    server = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), JWT_SECRET: randomBytes(32).toString('hex') });
    const token = await signIn(server.base, 'admin@flotilla.mx');
    const plants = () => fetch(`${server!.base}/plantas/`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    expect((await plants()).status).toBe(200);

    const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    await until('/api/ready to answer 503', async () => (await statusOf(`${server!.base}/ready`)) === 503, 10_000);
    const [down, health] = await Promise.all([plants(), fetch(`${server.base}/health`)]);
    expect([down.status, ((await down.json()) as { code: string }).code]).toEqual([503, 'database_unavailable']);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);

    await until('/api/ready to answer 200 again', async () => (await statusOf(`${server!.base}/ready`)) === 200, 60_000);
    expect((await plants()).status).toBe(200);
    expect(server.output()).toMatch(/PostgreSQL stopped unexpectedly \(SIGKILL\)/);
    expect(server.output()).toMatch(/PostgreSQL is running again/);
    expect(server.output()).not.toMatch(/flotilla:flotilla@/);

    // Stopped as an operator would, the server takes its PostgreSQL down with it.
    const restarted = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(restarted).not.toBe(postmaster);
    server.proc.kill('SIGTERM');
    await server.exited;
    await until('the restarted PostgreSQL to stop', async () => {
      try {
        process.kill(restarted, 0);
        return false;
      } catch {
        return true;
      }
    }, 15_000);
  }, 150_000);
});

describe('the server started before its database', () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `faults_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  const sockets = new Set<Socket>();
  const forwarder = createServer((client) => {
    const target = new URL(adminUrl);
    const upstream = tcpConnect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  let server: Server | undefined;

  afterAll(async () => {
    if (server && server.proc.exitCode === null) await kill(server);
    await new Promise<void>((resolve) => (forwarder.listening ? forwarder.close(() => resolve()) : resolve()));
    sockets.forEach((socket) => socket.destroy());
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for it, saying so without its password, and comes up when it does', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-faults-late-'));
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_template`);
    await admin.close();
    // DATABASE_URL names a port where nothing listens yet.
    const port = await freePort();
    const url = new URL(adminUrl);
    url.port = String(port);
    url.pathname = `/${name}`;
    const late = await spawnServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') });
    server = late;
    await until('the server to say it waits for PostgreSQL', async () => {
      if (late.gone()) throw new Error(`the server exited:\n${late.output()}`);
      return /PostgreSQL at 127\.0\.0\.1:\d+\/faults_\w+ cannot be reached \(ECONNREFUSED\); trying again/.test(late.output());
    });
    expect(late.output()).not.toContain(`${url.username}:${url.password}@`);
    expect(late.output()).not.toContain('postgres://');
    expect(await statusOf(`${late.base}/health`)).toBe(0);

    await new Promise<void>((resolve) => forwarder.listen(port, '127.0.0.1', () => resolve()));
    await untilReady(late);
    expect(late.gone()).toBe(false);
  }, 120_000);
});
