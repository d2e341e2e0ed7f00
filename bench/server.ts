import { spawn, type ChildProcess } from 'node:child_process';
import { endedWithBench } from './children';
import { withClient } from './pgClient';
import { treeCpuMs } from './cpu';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../test/freePort';

export interface BenchServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ProcessOptions {
  /** What it is, for its errors ("the server"). */
  name: string;
  /** Node's arguments: the script and its own. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Answers whether the process, listening at origin, is ready. */
  ready: (origin: string) => Promise<boolean>;
  /** How long it may take to be ready, in ms. */
  withinMs: number;
  /** Run once when it is stopped (or fails to start). */
  cleanUp?: () => void;
  /** Its working folder (the bench's checkout by default). */
  cwd?: string;
  /** How often `ready` is asked, in ms (250 by default). */
  pollMs?: number;
}

/**
 * A process of the bench's on a free loopback port (PORT in its env), once ready: its load comes
 * from outside and its memory is its own to measure. stop() ends it with SIGTERM.
 */
export async function startProcess({ name, args, env, ready, withinMs, cleanUp, cwd, pollMs = 250 }: ProcessOptions): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = endedWithBench(
    spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      cleanUp?.();
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (const deadline = Date.now() + withinMs; !(await ready(origin)); await sleep(pollMs)) {
    if (child.exitCode !== null) {
      cleanUp?.();
      throw new Error(`${name} stopped at start-up (exit ${child.exitCode})`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer within ${withinMs / 1000} s`);
    }
  }
  return { origin, pid: child.pid!, stop };
}

/**
 * The product's own server (`server/main.ts`, as `npm start` runs it) on the bench database, with
 * `workers` server processes (WORKERS; 'default': unset, the server's default of one a core).
 * The per-call table runs it with one, so that its CPU per call compares with the floor's.
 */
export const startServer = (databaseUrl: string, dataDir: string, workers: number | 'default' = 1): Promise<BenchServer> =>
  startProcess({
    name: workers === 'default' ? 'the server (WORKERS unset)' : `the server (WORKERS=${workers})`,
    args: ['server/main.ts'],
    // An undefined value leaves the variable out of the child's environment.
    env: { DATABASE_URL: databaseUrl, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WORKERS: workers === 'default' ? undefined : String(workers) },
    ready: (origin) => fetch(`${origin}/api/health`).then((r) => r.ok, () => false),
    withinMs: 120_000,
  });

/** A signed-in session that renews its access token before the 20 minutes run out. */
export async function signIn(origin: string, email: string, password: string) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${origin}/api/auth/${path}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} as ${email}: HTTP ${res.status}`);
    return (await res.json()) as { access: string; refresh: string };
  };
  let tokens = await post('login', { email, password });
  let issued = Date.now();
  return async () => {
    if (Date.now() - issued > 10 * 60_000) {
      tokens = await post('refresh', { refresh: tokens.refresh });
      issued = Date.now();
    }
    return tokens.access;
  };
}

/** Client backends of the database busy with a statement, besides the one asking. */
async function busyBackends(databaseUrl: string): Promise<number> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND state = 'active' AND pid <> pg_backend_pid()",
    ),
  );
  return rows[0].n;
}

/**
 * Waits until the server has done its start-up work: at start it moves every declared document
 * to expiring or expired (DOMAIN §4), a scan of a million users whose statements run in
 * PostgreSQL while the server waits. Settled: the server under 5 % of a core and no statement of
 * its database running, over two half-second windows in a row, or after `maxMs`. Answers how long
 * it waited.
 */
export async function untilSettled(pid: number, databaseUrl: string, maxMs = 120_000): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  // The server's processes (its workers too): bench/cpu.ts.
  const cpuMsOf = (root: number) => treeCpuMs(root);
  let before = cpuMsOf(pid);
  while (before !== undefined && quiet < 2 && Date.now() - started < maxMs) {
    await sleep(500);
    const now = cpuMsOf(pid);
    if (now === undefined) break;
    quiet = now - before < 25 && (await busyBackends(databaseUrl)) === 0 ? quiet + 1 : 0;
    before = now;
  }
  return Date.now() - started;
}
