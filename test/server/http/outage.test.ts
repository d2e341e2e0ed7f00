import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connect, CONNECT_TIMEOUT_MS, type Database } from '../../../server/db/client';
import { ApiError } from '../../../server/http/errors';
import { fromDatabaseError } from '../../../server/http/databaseErrors';
import { isDatabaseUnavailable, outageLogger } from '../../../server/http/outage';
import { es } from '../../../i18n/server/es';
import { en } from '../../../i18n/server/en';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * A database outage, in process: the app reaches the test database through a TCP proxy the test
 * controls, so the database can be cut off, made to hang, or have its connections terminated,
 * and given back, while the app keeps running.
 */

/** A TCP proxy to PostgreSQL: `refuse` closes it (ECONNREFUSED), `hang` accepts and never answers. */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let hang = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (hang) return;
    const upstream = tcpConnect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port = 0) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  const port = await listen();
  const cutAll = () => sockets.forEach((s) => s.destroy());
  return {
    port,
    /** Connections refused and the open ones cut: PostgreSQL is gone. */
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      });
    },
    /** Connections accepted but never answered: a server that hangs. */
    hang() {
      hang = true;
      cutAll();
    },
    async restore() {
      hang = false;
      if (!server.listening) await listen(port);
    },
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve(), cutAll())),
  };
}

describe('an unreachable database', () => {
  it('is told from a failed query by code or driver message, wrapped or not', () => {
    const yes = [
      { code: 'ECONNREFUSED' },
      { code: 'ECONNRESET' },
      { code: '57P01' },
      { code: '57P02' },
      { code: '57P03' },
      { code: '08006' },
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      { message: 'Failed query: select 1', cause: { code: '57P01' } },
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ];
    for (const err of yes) expect([err, isDatabaseUnavailable(err)]).toEqual([err, true]);
    const no = [{ code: '23505' }, { code: '42P01' }, { code: '57014' }, new Error('boom'), null, 'ECONNREFUSED', { message: 'x', cause: { code: '22P02' } }];
    for (const err of no) expect([err, isDatabaseUnavailable(err)]).toEqual([err, false]);
  });

  it('maps to 503 database_unavailable, with a message in both languages', () => {
    const answer = fromDatabaseError({ query: 'select 1', cause: { code: 'ECONNREFUSED' } });
    expect(answer).toBeInstanceOf(ApiError);
    expect([(answer as ApiError).status, (answer as ApiError).code]).toEqual([503, 'database_unavailable']);
    expect(es.errors.database_unavailable).toMatch(/base de datos/);
    expect(en.errors.database_unavailable).toMatch(/database/);
  });
});

describe('the outage log', () => {
  it('says it once per interval, with the cause and no query or connection string', () => {
    const lines: string[] = [];
    const log = outageLogger((line) => lines.push(line), 60_000);
    const failure = { message: 'Failed query: select * from usuarios where email = $1\nparams: a@b.mx', cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) };
    for (let i = 0; i < 20; i++) log(failure);
    expect(lines).toEqual(['[database] unavailable (ECONNREFUSED): answering 503 until it returns']);
  });
});

describe("the server's pool", () => {
  it('survives a connection dying while checked out between statements, and drops it when released', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const client = await t.database.pool.connect();
      await client.query('BEGIN');
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = connect(inject('pgAdminUrl'), 1);
      await admin.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await admin.close();
      // Without a listener of its own the dying client's 'error' event would end the process.
      const failure = await client.query('SELECT 1').catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      client.release();
      const { rows: after } = await t.database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(after[0].pid).not.toBe(rows[0].pid);
    } finally {
      await t.close();
    }
  });
});

describe('the app while its database goes away and comes back', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  const call = (url: string, opts: { method?: 'GET' | 'POST'; payload?: object; lang?: string; auth?: boolean } = {}) =>
    app.inject({
      method: opts.method ?? 'GET',
      url: `/api/${url}`,
      payload: opts.payload,
      headers: { ...(opts.auth !== false && { authorization: `Bearer ${token}` }), ...(opts.lang && { 'accept-language': opts.lang }) },
    });
  const timed = async <T>(work: () => Promise<T>) => {
    const start = Date.now();
    const result = await work();
    return { result, ms: Date.now() - start };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const url = new URL(String((t.database.pool.options as { connectionString: string }).connectionString));
    proxy = await databaseProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(proxy.port);
    database = connect(url.toString(), 3);
    const config = { ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
    app = await buildApp({ config, database, mailer: { send: async () => undefined } });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'user-type': 'platform' }, payload: { email: 'admin@flotilla.mx', password: 'flotilla' } });
    token = login.json().access;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await t.close();
  });

  it('answers as usual while it is up', async () => {
    expect((await call('plantas/')).statusCode).toBe(200);
    const ready = await call('ready', { auth: false });
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
    // Documented as public calls for load balancers.
    const paths = (app.swagger() as { paths: Record<string, { get: { security: unknown[] } }> }).paths;
    expect([paths['/api/health']?.get.security, paths['/api/ready']?.get.security]).toEqual([[], []]);
  });

  it('answers every call 503 database_unavailable with Retry-After while it is refused, never 500, and recovers without a restart', async () => {
    await proxy.refuse();
    const { result: list, ms } = await timed(() => call('plantas/'));
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS);
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({ detail: es.errors.database_unavailable, code: 'database_unavailable' });
    expect(Number(list.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('plantas/', { lang: 'en' })).json().detail).toBe(en.errors.database_unavailable);
    const exported = await call('plantas/exportar/?format=csv');
    expect([exported.statusCode, exported.json().code]).toEqual([503, 'database_unavailable']);
    const write = await call('plantas/', { method: 'POST', payload: { name: 'Norte', code: 'N1', status: 1 } });
    expect([write.statusCode, write.json().code]).toEqual([503, 'database_unavailable']);
    const login = await call('auth/login/', { method: 'POST', auth: false, payload: { email: 'admin@flotilla.mx', password: 'flotilla' } });
    expect([login.statusCode, login.json().code]).toEqual([503, 'database_unavailable']);
    const ready = await call('ready', { auth: false });
    expect([ready.statusCode, ready.json().code, ready.headers['cache-control']]).toEqual([503, 'database_unavailable', 'no-store']);
    const health = await call('health', { auth: false });
    expect([health.statusCode, health.json(), health.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);

    await proxy.restore();
    expect((await call('ready', { auth: false })).statusCode).toBe(200);
    expect((await call('plantas/')).statusCode).toBe(200);
    const created = await call('plantas/', { method: 'POST', payload: { name: 'Norte', code: 'N1', status: 1 } });
    expect(created.statusCode).toBe(201);
  });

  it('answers 503 after the connection timeout when the database hangs, and /ready sooner', async () => {
    proxy.hang();
    // The pool has dropped its cut connections: the call has to open a new one, which hangs.
    for (const deadline = Date.now() + 10_000; database.pool.totalCount > 0; ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const { result: list, ms } = await timed(() => call('plantas/'));
    expect(list.statusCode).toBe(503);
    expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
    const { result: ready, ms: readyMs } = await timed(() => call('ready', { auth: false }));
    expect(ready.statusCode).toBe(503);
    expect(readyMs).toBeLessThan(CONNECT_TIMEOUT_MS);
    await proxy.restore();
    expect((await call('plantas/')).statusCode).toBe(200);
  });

  it('answers 503 when PostgreSQL terminates the connection under a running call, then reuses no broken connection', async () => {
    // The test holds a lock the call waits for, so its connection is busy when terminated.
    const holder = await t.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE plantas IN ACCESS EXCLUSIVE MODE');
      const pending = call('plantas/');
      for (const deadline = Date.now() + 10_000; ; ) {
        const { rows } = await holder.query(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
        );
        if (rows.length) {
          await holder.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
          break;
        }
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const answer = await pending;
      expect([answer.statusCode, answer.json().code]).toEqual([503, 'database_unavailable']);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // Every connection the pool holds (3) is used at once: none of them is the dead one.
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('plantas/')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
