import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, connect as tcpConnect, type Socket } from 'node:net';
import { inject } from 'vitest';
import { connect } from '../../../server/db/client';
import { alive } from '../../../server/db/embedded';
import { freePort } from '../../freePort';
import { kill, signIn, spawnServer, startServer, statusOf, until, untilReady, type Server } from './serverProcess';

/**
 * The real server (serverProcess.ts) and its database: the embedded PostgreSQL killed under it
 * gives 503s, then the server brings it back; started before its database, it waits for it.
 */

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
    // A first start: initdb, the migrations and the demo's seed, on a machine the rest of the suite keeps busy.
    server = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), JWT_SECRET: randomBytes(32).toString('hex') }, { ms: 150_000 });
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
    await until('the restarted PostgreSQL to stop', async () => !alive(restarted), 15_000);
  }, 210_000);
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
      // As long as a start may take on a busy machine (untilReady's allowance).
    }, 90_000);
    expect(late.output()).not.toContain(`${url.username}:${url.password}@`);
    expect(late.output()).not.toContain('postgres://');
    expect(await statusOf(`${late.base}/health`)).toBe(0);

    await new Promise<void>((resolve) => forwarder.listen(port, '127.0.0.1', () => resolve()));
    await untilReady(late);
    expect(late.gone()).toBe(false);
  });
});
