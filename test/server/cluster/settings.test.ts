import { mkdtempSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../../server/config';
import { connect, defaultPoolSize } from '../../../server/db/client';
import { closeWithin, startDraining } from '../../../server/http/health';
import { PUBLIC_ROUTE } from '../../../server/http/guard';
import { createTestApp } from '../support/harness';
import { workerPoolSize } from '../../../server/workers';

/**
 * Past one machine: DATABASE_DIRECT_URL (the calls through a pooler, what needs a session direct)
 * and SHUTDOWN_GRACE_MS, the readiness a stopping instance answers. The cluster itself: cluster.test.ts.
 * Past one core: WORKERS (the processes themselves: test/server/http/workers.test.ts).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-settings-'));
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(64), ...env });

describe('the settings', () => {
  it('read DATABASE_DIRECT_URL beside DATABASE_URL only, and SHUTDOWN_GRACE_MS (5 s unless set)', () => {
    expect(config({}).databaseDirectUrl).toBeUndefined();
    expect(config({ DATABASE_URL: 'postgres://a@pooler/db', DATABASE_DIRECT_URL: 'postgres://a@db/db' }).databaseDirectUrl).toBe('postgres://a@db/db');
    expect(() => config({ DATABASE_DIRECT_URL: 'postgres://a@db/db' })).toThrow('DATABASE_DIRECT_URL is set without DATABASE_URL');
    expect(config({}).shutdownGraceMs).toBe(5000);
    expect(config({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(config({ SHUTDOWN_GRACE_MS: '15000' }).shutdownGraceMs).toBe(15000);
  });

  it.each(['-1', '2.5', 'cinco', '120001'])('refuse SHUTDOWN_GRACE_MS=%s with a line that names it', (raw) => {
    expect(() => config({ SHUTDOWN_GRACE_MS: raw })).toThrow(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 120000 (got "${raw}")`);
  });
});

describe('WORKERS', () => {
  it('is the machine\'s cores (at most 64) unless set, each worker\'s pool a share of one process\'s (at least 2)', () => {
    expect(config({}).workers).toBe(Math.min(64, availableParallelism()));
    expect(config({ WORKERS: '' }).workers).toBe(Math.min(64, availableParallelism()));
    expect(config({ WORKERS: '1' }).workers).toBe(1);
    expect(config({ WORKERS: '64' }).workers).toBe(64);
    // Unset DATABASE_POOL_SIZE: one process's default (2 per core, 4 to 20) shared out.
    expect([1, 2, 4].map((workers) => workerPoolSize(workers, defaultPoolSize(2)))).toEqual([4, 2, 2]);
    expect([1, 2, 4, 8, 64].map((workers) => workerPoolSize(workers, defaultPoolSize(8)))).toEqual([16, 8, 4, 2, 2]);
    expect(workerPoolSize(3, defaultPoolSize(16))).toBe(6);
  });

  it.each(['0', '-1', '1.5', 'dos', '65'])('refuses WORKERS=%s with a line that names it', (raw) => {
    expect(() => config({ WORKERS: raw })).toThrow(`WORKERS must be a whole number from 1 to 64 (got "${raw}")`);
  });
});

describe('a direct URL apart from the pooled one', () => {
  const url = inject('pgAdminUrl');
  /** How many named statements the connection that ran a named query holds. */
  const namedAfterOne = async (database: ReturnType<typeof connect>) => {
    const client = await database.pool.connect();
    try {
      await client.query({ name: 'cluster_probe', text: 'SELECT 1 AS one' });
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'cluster_probe'");
      return rows[0].n;
    } finally {
      client.release();
    }
  };

  it('keeps the calls free of session state (no named statements) and gives listeners and migrations a pool of their own', async () => {
    // The same server under another spelling stands for a pooler's address and the database's own.
    const direct = url.replace('127.0.0.1', 'localhost');
    const pooled = connect(url, 2, direct);
    const plain = connect(url, 2);
    const same = connect(url, 2, url);
    try {
      expect(await namedAfterOne(pooled)).toBe(0);
      expect(await namedAfterOne(plain)).toBe(1);
      expect(pooled.direct).not.toBe(pooled.pool);
      expect(pooled.direct.options.connectionString).toBe(direct);
      expect((await pooled.direct.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(plain.direct).toBe(plain.pool);
      expect(same.direct).toBe(same.pool);
      expect(await namedAfterOne(same)).toBe(1);
    } finally {
      await Promise.all([pooled.close(), plain.close(), same.close()]);
    }
  });
});

describe('readiness of a stopping instance', () => {
  it('answers 503 shutting_down from the moment the stop begins, while liveness and calls still answer', async () => {
    const t = await createTestApp();
    try {
      expect((await t.call({ url: 'ready' })).statusCode).toBe(200);
      startDraining(t.app);
      const ready = await t.call({ url: 'ready', lang: 'en' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'shutting_down', detail: 'This server is shutting down; please try again in a few seconds.' });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect((await t.call({ url: 'health' })).statusCode).toBe(200);
      const token = await t.token('admin@flotilla.mx');
      expect((await t.call({ url: 'plantas/?limit=1', token })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the connections of a stopping instance', () => {
  /** A GET through a keep-alive agent (as a balancer's), answered once its headers arrive. */
  const get = (url: string, agent: http.Agent) =>
    new Promise<IncomingMessage>((resolve, reject) => http.get(url, { agent, headers: { 'accept-encoding': 'identity' } }, resolve).on('error', reject));
  /** Reads an answer to its end, answering whether it came whole (false: its connection was cut). */
  const whole = (res: IncomingMessage) =>
    new Promise<boolean>((resolve) => {
      res.on('error', () => undefined);
      res.on('close', () => resolve(res.complete));
      res.resume();
    });

  it('answer Connection: close to every call once the stop begins, and a call still running is cut when the close is overdue', async () => {
    // A download that never ends, as a slow client's or a long export's.
    const t = await createTestApp({
      kitRoutes: () => async (app) => {
        app.get('/endless', PUBLIC_ROUTE, (_req, reply) => {
          const body = new PassThrough();
          body.write('started');
          return reply.header('content-type', 'application/octet-stream').send(body);
        });
      },
    });
    const agent = new http.Agent({ keepAlive: true });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
      const kept = await get(`${base}/health`, agent);
      expect([kept.statusCode, kept.headers.connection]).toEqual([200, 'keep-alive']);
      await whole(kept);
      const endless = await get(`${base}/kit/endless`, agent);
      expect(endless.statusCode).toBe(200);

      startDraining(t.app);
      for (const url of ['health', 'ready', 'plantas/', 'no/such/route/']) {
        const res = await get(`${base}/${url}`, agent);
        expect([url, res.headers.connection]).toEqual([url, 'close']);
        await whole(res);
      }

      const lines: string[] = [];
      const cut = whole(endless);
      await closeWithin(t.app, 300, (line) => lines.push(line));
      expect(lines).toEqual(['Stopping: calls still running after 0.3 s; closing their connections.']);
      expect(await cut).toBe(false);
    } finally {
      agent.destroy();
      await t.close();
    }
  });
});
