import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { job_runs, login_failures, record_history, usuarios } from '../../../server/db/schema';
import { DOCUMENT_JOB } from '../../../server/kit/documents';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { LOCKOUT } from '../../../server/auth/lockout';
import { FILES, multipart } from '../resources/usersHelpers';
import { readySocket } from '../realtime/socketKit';
import { startS3Server, type S3Server } from '../support/s3Server';
import { kill, startServer, until } from '../http/serverProcess';
import { INSTANCE_HEADER } from './balancer';
import { call, COMPANY_ZONE, jsonOf, NAMES, signIn, startCluster, type Cluster, type Name } from './clusterSetup';
import { steadyLoad, restartInTurn } from './rollingRestart';

/**
 * Issue #37: three instances behind HAProxy, their calls through PgBouncer in transaction mode
 * (DATABASE_URL) and their sessions direct (DATABASE_DIRECT_URL), one database, one file store.
 * What a person does through one instance holds on the others; a stop loses nothing.
 */

/** Runs `command` from the project's folder with `env` over the test's own (DATABASE_URL aside), answering its exit code and output. */
function run(command: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const proc = spawn(command, args, { cwd: path.resolve(import.meta.dirname, '../../..'), env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => proc.once('close', (code) => resolve({ code, output })));
}

/** A licence past its date, accepted: the day's document job, run at the first start-up, moves it to expired. */
const EXPIRED_LICENCE = 'rh@flotilla.mx';
let cluster: Cluster;
let s3: S3Server;

/** The company's day (TIME_ZONE) as the instances start: the day their document job claims. */
let companyDay: string;

beforeAll(async () => {
  companyDay = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_ZONE }).format(new Date());
  s3 = await startS3Server('flotilla-cluster');
  cluster = await startCluster(async (database) => {
    await database.db.update(usuarios).set({ vencimiento: '2020-01-31', licencia_status: DOCUMENT_STATUS.accepted }).where(eq(usuarios.email, EXPIRED_LICENCE));
  }, s3.env);
}, 300_000);
afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
}, 60_000);

describe('three instances behind HAProxy, calls through PgBouncer', () => {
  it('runs the daily document job once: of the three start-ups, one claims the day and runs it', async () => {
    const licence = async () => (await cluster.database.db.select({ id: usuarios.id, status: usuarios.licencia_status }).from(usuarios).where(eq(usuarios.email, EXPIRED_LICENCE)))[0];
    // The first run is under way while an instance already answers: wait for its effect.
    await until('the expired licence to be moved', async () => (await licence()).status === DOCUMENT_STATUS.expired, 60_000).catch((err: Error) => {
      throw new Error(`${err.message}\n${cluster.logs()}`);
    });
    const moves = await cluster.database.db
      .select({ to: record_history.to_state })
      .from(record_history)
      .where(and(eq(record_history.resource, 'usuarios'), eq(record_history.record_id, (await licence()).id), like(record_history.action, '%\\_state')));
    expect(moves).toEqual([{ to: DOCUMENT_STATUS.expired }]);
    // The three start-ups claimed the company day's run: one of them ran it.
    const runs = await cluster.database.db.select({ job: job_runs.job, day: job_runs.day }).from(job_runs);
    expect(runs).toEqual([{ job: DOCUMENT_JOB, day: companyDay }]);
    // No record anywhere moved twice to one state.
    const { rows } = await cluster.database.pool.query(
      `SELECT resource, record_id, to_state FROM record_history WHERE action LIKE '%\\_state' GROUP BY 1, 2, 3 HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  it('serves a session signed in on one instance from the others', async () => {
    const token = await signIn(cluster, 'admin@flotilla.mx', { on: 's1' });
    for (const on of NAMES) {
      const list = await call(cluster, 'plantas/?limit=2', { token, on });
      expect([list.status, list.servedBy]).toEqual([200, on]);
      const [first] = jsonOf(list).results as { id: number }[];
      const record = await call(cluster, `plantas/${first.id}/`, { token, on });
      expect([record.status, jsonOf(record).id]).toEqual([200, first.id]);
    }
    // Unpinned calls go round the three.
    const served = new Set<string | null>();
    for (let i = 0; i < 6; i++) served.add((await call(cluster, 'plantas/?limit=1', { token })).servedBy);
    expect([...served].sort()).toEqual([...NAMES]);
  });

  it('counts sign-in failures across instances, and every instance holds the wait they set', async () => {
    const email = 'nobody@cluster.test';
    const attempt = (on: Name) => call(cluster, 'auth/login/', { method: 'POST', on, body: { email, password: 'wrong' } });
    const statuses: number[] = [];
    for (const on of ['s1', 's2', 's3', 's1'] as const) statuses.push((await attempt(on)).status);
    const fifthSent = Date.now();
    statuses.push((await attempt('s2')).status);
    const fifthAnswered = Date.now();
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const key = eq(login_failures.key, `email:${email}`);
    const [row] = await cluster.database.db.select({ failures: login_failures.failures, until: login_failures.blocked_until }).from(login_failures).where(key);
    expect(row.failures).toBe(5);
    // The four before it counted on three instances, the fifth failure is the first to cost a wait: 1 s from it.
    const wait = LOCKOUT.firstDelaySeconds * 1000;
    expect(row.until.getTime()).toBeGreaterThanOrEqual(fifthSent + wait);
    expect(row.until.getTime()).toBeLessThanOrEqual(fifthAnswered + wait);
    // The fifth set a wait (1 s, longer on a busy machine than a call takes): made a minute, every instance holds it.
    await cluster.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() + 60_000) }).where(key);
    expect((await Promise.all(NAMES.map(attempt))).map((res) => res.status)).toEqual([429, 429, 429]);
  });

  it('serves a photo uploaded through one instance from the others, out of the object store', async () => {
    const token = await signIn(cluster, 'admin@flotilla.mx');
    const form = multipart([{ name: 'imagen', filename: 'me.png', type: 'image/png', data: FILES.png }]);
    const res = await fetch(`${cluster.balancer.base}/auth/account/foto_perfil/`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}`, [INSTANCE_HEADER]: 's1' },
      body: form.payload,
    });
    expect([res.status, res.headers.get('x-served-by')]).toEqual([200, 's1']);
    const photo = ((await res.json()) as { imagen: string }).imagen.replace(/^\/api\//, '');
    for (const on of ['s2', 's3'] as const) {
      const served = await call(cluster, photo, { token, on });
      expect([served.status, served.servedBy, served.headers.get('content-type')]).toEqual([200, on, 'image/png']);
      expect(served.body.length).toBeGreaterThan(0);
    }
    // The same bytes from both (the upload is sanitised once, when stored).
    const [a, b] = await Promise.all((['s2', 's3'] as const).map((on) => call(cluster, photo, { token, on })));
    expect(a.body.equals(b.body)).toBe(true);
    const [{ key }] = await cluster.database.db.select({ key: usuarios.imagen }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    const stored = await s3.store().open(key);
    expect(stored?.size).toBe(a.body.length);
    stored?.stream.destroy();
  });

  it('pushes an alert raised through one instance to a socket held by another within a second', async () => {
    const ws = cluster.balancer.base.replace(/^http/, 'ws') + '/ws/';
    const ticketOn = async (on: (typeof NAMES)[number]) => {
      const res = await call(cluster, 'auth/ws-ticket/', { method: 'POST', token: await signIn(cluster, 'c4@flotilla.mx'), on });
      return jsonOf(res).websockets_token as string;
    };
    const desks = await Promise.all((['s2', 's3'] as const).map(async (on) => readySocket(ws, await ticketOn(on), { headers: { [INSTANCE_HEADER]: on } })));
    const phone = await signIn(cluster, 'conductor@flotilla.mx', { app: true });
    const arrivals = desks.map(async (desk) => {
      for (;;) {
        const frame = await desk.next();
        if (frame.type === 'alert') return { frame, at: performance.now() };
      }
    });
    const raised = await call(cluster, 'alertas/', { method: 'POST', token: phone, on: 's1', body: { latitude: 25.69, longitude: -100.32 } });
    // From the raise's answer (its row committed), not from the POST: what a desk waits for once
    // the phone knows it is raised, without the balancer, the pooler and the commit before it.
    const answered = performance.now();
    expect(raised.status).toBe(201);
    for (const { frame, at } of await Promise.all(arrivals)) {
      expect(frame.alert).toMatchObject({ id: jsonOf(raised).id });
      expect(at - answered).toBeLessThan(1000);
    }
    desks.forEach((desk) => desk.ws.close());
  });

  it('migrates an empty database through DATABASE_DIRECT_URL while the calls go through PgBouncer: npm run create-admin, then a sign-in through the pooler', async () => {
    const { pooled, direct } = await cluster.emptyDatabase();
    const admin = { ADMIN_EMAIL: 'primera@cluster.test', ADMIN_PASSWORD: 'una clave bastante larga', ADMIN_NAME: 'Primera', ADMIN_LAST_NAME: 'Administradora' };
    const urls = { DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct };
    const created = await run('npm', ['run', '--silent', 'create-admin'], { ...cluster.env, ...urls, ...admin });
    expect(created).toEqual({ code: 0, output: expect.stringContaining('Administrator primera@cluster.test created.') });
    // An instance on that database (one more process: no running one serves it) signs her in through the pooler.
    const instance = await startServer({ ...cluster.env, ...urls });
    try {
      const res = await fetch(`${instance.base}/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-type': 'platform' },
        body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      });
      expect(res.status).toBe(200);
    } finally {
      await kill(instance);
    }
  });

  it('restarts all three in turn under steady load without one failed call; a stopped instance finishes its calls in flight', { timeout: 420_000 }, async () => {
    const token = await signIn(cluster, 'admin@flotilla.mx');
    const load = steadyLoad(cluster, token);
    const held = await restartInTurn(cluster, token);
    const { failures, answered } = await load.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
    expect(held).toEqual({ write: 200, readyAtOnce: 503, socketClosed: 1012, exitCode: 0 });
    // Every instance is back in the balancer and serving.
    expect(await cluster.balancer.states()).toEqual({ s1: 'UP', s2: 'UP', s3: 'UP' });
  });
});
