import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { connect, type Database } from '../../../server/db/client';
import { freePort } from '../../freePort';
import { INSTANCE_HEADER, startHaproxy, startPgBouncer, type Balancer } from './balancer';
import { startInstance, stopInstance, type Instance } from './instances';
import { until } from '../http/serverProcess';

/**
 * Three Flotilla instances on one PostgreSQL (the suite's, a copy of the seeded demo) and one
 * file store, their calls through PgBouncer in transaction mode and their sessions (LISTEN, the
 * migrations' lock) direct, behind HAProxy: what docs/DEPLOY.md describes, on one machine.
 */

export const NAMES = ['s1', 's2', 's3'] as const;
export type Name = (typeof NAMES)[number];
/** The instances' TIME_ZONE, named so that a test knows their company day. */
export const COMPANY_ZONE = 'America/Mexico_City';
/** SIGTERM to exit: long enough for HAProxy (a check every 250 ms, three failures) to take an instance out on a busy machine. */
const GRACE_MS = 2500;

export interface Cluster {
  balancer: Balancer;
  instances: Record<Name, Instance>;
  /** The test's own connection, direct to the cluster's database. */
  database: Database;
  /** The instances' environment (their database URLs, secrets, file store). */
  env: Record<string, string>;
  /** A new database without tables on the cluster's PostgreSQL, dropped with the cluster: its URLs through PgBouncer and direct. */
  emptyDatabase(): Promise<{ pooled: string; direct: string }>;
  /** What every instance started so far printed, to say why a check failed. */
  logs(): string;
  /** Restarts `name` on its port (the balancer's config names it), waiting until it is ready. */
  start(name: Name): Promise<Instance>;
  stop(): Promise<void>;
}

/** A call through the balancer, pinned to `name` when given; JSON in and out. */
export async function call(cluster: Cluster, url: string, init: { method?: string; token?: string; body?: unknown; on?: Name; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'accept-language': 'en', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.on) headers[INSTANCE_HEADER] = init.on;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${cluster.balancer.base}/${url}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: res.status, servedBy: res.headers.get('x-served-by'), body: await res.arrayBuffer().then((b) => Buffer.from(b)), headers: res.headers };
}

export const jsonOf = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

/** Signs in through the balancer (pinned to `on`), answering the access token. */
export async function signIn(cluster: Cluster, email: string, { on, app = false }: { on?: Name; app?: boolean } = {}) {
  const res = await call(cluster, 'auth/login/', { method: 'POST', on, body: { email, password: 'flotilla' }, headers: app ? { 'user-type': 'app' } : {} });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body}`);
  return jsonOf(res).access as string;
}

/**
 * Copies the seeded demo into a database of its own, runs `prepare` on it (before any instance
 * starts, so their start-up jobs see it) and starts the cluster, its three instances in parallel.
 */
export async function startCluster(prepare: (database: Database) => Promise<void>, fileEnv: Record<string, string> = {}): Promise<Cluster> {
  const adminUrl = inject('pgAdminUrl');
  const directOf = (database: string) => adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const databases = [name];
  const directUrl = directOf(name);
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_seeded STRATEGY FILE_COPY`);
  await admin.close();
  const database = connect(directUrl, 3);
  await prepare(database);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-cluster-'));
  const bouncer = await startPgBouncer(adminUrl, 8);
  const env = {
    DATABASE_URL: bouncer.url(name),
    DATABASE_DIRECT_URL: directUrl,
    DATABASE_POOL_SIZE: '4',
    // One data folder: the secrets come from the environment, as on separate machines; the files
    // are the shared store's (the object store's when fileEnv names it).
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    FACTOR_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: '1',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    TIME_ZONE: COMPANY_ZONE,
    ...fileEnv,
  };
  const ports = Object.fromEntries(await Promise.all(NAMES.map(async (n) => [n, await freePort()] as const))) as Record<Name, number>;
  // The balancer first: it sees each instance come up.
  const balancer = await startHaproxy(NAMES.map((n) => ({ name: n, port: ports[n] })));
  const started = await Promise.allSettled(NAMES.map((n) => startInstance(n, ports[n], env)));
  const failed = started.find((s) => s.status === 'rejected');
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(up.map((i) => stopInstance(i)));
    await balancer.stop();
    await bouncer.stop();
    await database.close();
    const dropper = connect(adminUrl, 1);
    for (const made of databases) await dropper.pool.query(`DROP DATABASE IF EXISTS ${made} WITH (FORCE)`).catch(() => undefined);
    await dropper.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (failed) {
    await stopAll();
    throw (failed as PromiseRejectedResult).reason;
  }
  const instances = Object.fromEntries(up.map((i) => [i.name, i])) as Record<Name, Instance>;
  await until('HAProxy to see the three up', async () => Object.values(await balancer.states()).every((state) => state === 'UP'));
  const cluster: Cluster = {
    balancer,
    instances,
    database,
    env,
    async emptyDatabase() {
      const empty = `cluster_empty_${randomBytes(5).toString('hex')}`;
      const creator = connect(adminUrl, 1);
      await creator.pool.query(`CREATE DATABASE ${empty}`);
      await creator.close();
      databases.push(empty);
      return { pooled: bouncer.url(empty), direct: directOf(empty) };
    },
    logs: () => up.map((i) => `--- ${i.name} (pid ${i.proc.pid})\n${i.output()}`).join('\n'),
    async start(n) {
      const instance = await startInstance(n, ports[n], env);
      instances[n] = instance;
      up.push(instance);
      return instance;
    },
    stop: stopAll,
  };
  return cluster;
}
