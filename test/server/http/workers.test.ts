import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { inject } from 'vitest';
import { connect } from '../../../server/db/client';
import { usuarios } from '../../../server/db/schema';
import { hashPassword } from '../../../server/auth/passwords';
import { kill, signIn, spawnServer, until, untilReady, type Server } from './serverProcess';

/**
 * WORKERS=2 (server/workers.ts): one port, two server processes forked by a primary that serves
 * nothing itself. Which process answered is read from the workers' own log lines
 * (LOG_LEVEL=debug: one line per request, with its pid), nothing a client sees.
 */

/** A GET over a connection of its own (the primary hands each new connection to the next worker), answering its status. */
const getAlone = (url: string, token?: string) =>
  new Promise<number>((resolve, reject) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    http.get(url, { agent: false, headers }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', reject);
  });

/** The processes whose log says they took a request for `route` (the URL as logged: no query string). */
function servedBy(output: string, route: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{"')) continue;
    const entry = JSON.parse(line) as { msg?: string; pid?: number; req?: { url?: string } };
    if (entry.msg === 'incoming request' && entry.req?.url === route) pids.add(entry.pid!);
  }
  return pids;
}

/** The primary's child processes (the workers: the database is not the embedded one). */
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number).sort();
const occurrences = (text: string, line: string) => text.split(line).length - 1;
const sorted = (pids: Iterable<number>) => [...pids].sort();

describe('WORKERS=2', () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `workers_${randomBytes(5).toString('hex')}`;
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  let dataDir: string;
  let server: Server & { gone(): boolean };
  let base: string;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-workers-'));
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_template`);
    await admin.close();
    const database = connect(url, 1);
    await database.db.insert(usuarios).values({ email: 'admin@flotilla.mx', groups: ['Administrador'], password: await hashPassword('flotilla'), name: 'Admin', last_name: 'Workers' });
    await database.close();
    // No JWT_SECRET: the primary generates it into DATA_DIR before it forks, and both workers read it.
    server = await spawnServer({ WORKERS: '2', DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'debug', SHUTDOWN_GRACE_MS: '3000' });
    await untilReady(server, { what: 'the workers', ms: 120_000 });
    base = `http://${new URL(server.base).host}`;
    token = await signIn(server.base, 'admin@flotilla.mx');
  }, 150_000);

  afterAll(async () => {
    // Killing the primary ends its workers too: their channel to it closes.
    if (server && !server.gone()) await kill(server);
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from both workers, one session on both, and says it runs once, when both listen', async () => {
    await until('the start-up lines', async () => server.output().includes('Flotilla is running at'));
    const workers = childrenOf(server.proc.pid!);
    expect(workers).toHaveLength(2);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await getAlone(`${base}/api/plantas/?limit=1`, token));
    expect(statuses).toEqual([200, 200, 200, 200]);
    await until('both workers to log their calls', async () => servedBy(server.output(), '/api/plantas/').size === 2, 10_000);
    expect(sorted(servedBy(server.output(), '/api/plantas/'))).toEqual(workers);
    expect(occurrences(server.output(), 'Flotilla is running at')).toBe(1);
  });

  it('replaces a worker killed with SIGKILL, and the port answers all along', async () => {
    const [victim, survivor] = childrenOf(server.proc.pid!);
    process.kill(victim, 'SIGKILL');
    await until('the primary to see it', async () => server.output().includes(`Worker ${victim} stopped unexpectedly (SIGKILL); starting another.`));
    // While the new worker loads, the survivor answers every call: one every 100 ms, not to slow the load down.
    const statuses = new Set<number>();
    let replacement: number | undefined;
    const listens = (pid: number) => new RegExp(`"pid":${pid},[^\n]*"msg":"Server listening at`).test(server.output());
    for (const deadline = Date.now() + 120_000; !(replacement && listens(replacement)); await pause(100)) {
      if (Date.now() > deadline) throw new Error(`no new worker listens:\n${server.output()}`);
      statuses.add(await getAlone(`${base}/api/health`));
      replacement = childrenOf(server.proc.pid!).find((pid) => pid !== survivor);
    }
    expect([...statuses]).toEqual([200]);
    expect(replacement).not.toBe(victim);
    expect(childrenOf(server.proc.pid!)).toEqual(sorted([survivor, replacement!]));
    // The new worker takes its share of the calls, the session signed in before it started included.
    const before = server.output().length;
    expect([await getAlone(`${base}/api/plantas/?limit=1`, token), await getAlone(`${base}/api/plantas/?limit=1`, token)]).toEqual([200, 200]);
    await until('both workers to log their calls', async () => servedBy(server.output().slice(before), '/api/plantas/').size === 2, 10_000);
    expect(sorted(servedBy(server.output().slice(before), '/api/plantas/'))).toEqual(sorted([survivor, replacement!]));
    expect(occurrences(server.output(), 'Flotilla is running at')).toBe(1);
  }, 150_000);

  it('stops on SIGTERM: both workers drain (readiness 503), then all exit 0 and none is left', async () => {
    const workers = childrenOf(server.proc.pid!);
    const before = server.output().length;
    const since = () => server.output().slice(before);
    server.proc.kill('SIGTERM');
    await until('both workers to drain', async () => occurrences(since(), 'Stopping: not ready from now on, serving 3 s more') === 2, 10_000);
    expect([await getAlone(`${base}/api/ready`), await getAlone(`${base}/api/ready`)]).toEqual([503, 503]);
    // The primary exits 0 only when every worker did.
    expect(await server.exited).toBe(0);
    await until('both workers to log their readiness calls', async () => servedBy(since(), '/api/ready').size === 2, 5000);
    expect(sorted(servedBy(since(), '/api/ready'))).toEqual(workers);
    expect(workers.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  });
});
