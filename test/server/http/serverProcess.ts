import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { freePort } from '../../freePort';

/**
 * The real server (`node --import tsx server/main.ts`) in a process of its own, for the fault
 * tests to kill and the cluster's instances (test/server/cluster/instances.ts).
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Server {
  proc: ChildProcess;
  base: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves once the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Polls `check` (a query, a call) every few milliseconds until it answers true, failing past the deadline. */
export async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const deadline = Date.now() + ms; !(await check()); await pause(25)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
  }
}

export const statusOf = (url: string) => fetch(url).then((r) => r.status, () => 0);

/** Starts the server and waits until it is ready (`ready`: untilReady's options). */
export async function startServer(env: Record<string, string>, ready: { what?: string; ms?: number } = {}): Promise<Server> {
  const server = await spawnServer(env);
  await untilReady(server, ready);
  return server;
}

/** Starts the server on `port` (a free one unless given), without waiting for it. */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<Server & { gone(): boolean }> {
  port ??= await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // One process (WORKERS=1) unless a test asks for more: the suite's CPU goes to its tests.
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CLIENT_DIR: path.join(tmpdir(), 'no-client'), WORKERS: '1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  // Should the test process end without its teardown, the server does not outlive it.
  const orphaned = () => proc.kill('SIGKILL');
  process.once('exit', orphaned);
  let gone = false;
  void exited.then(() => {
    gone = true;
    process.off('exit', orphaned);
  });
  return { proc, base: `http://127.0.0.1:${port}/api`, output: () => output, exited, gone: () => gone };
}

/** Waits until `server` answers /api/ready with 200 (`ms`: as long as a start may take on a busy machine); kills it on failure. */
export async function untilReady(server: Server & { gone(): boolean }, { what = 'the server', ms = 90_000 } = {}) {
  await until(`${what} to answer`, async () => {
    if (server.gone()) throw new Error(`${what} exited`);
    return (await statusOf(`${server.base}/ready`)) === 200;
  }, ms).catch((err: Error) => {
    server.proc.kill('SIGKILL');
    throw new Error(`${err.message}\n${server.output()}`);
  });
}

export async function kill(server: Server) {
  server.proc.kill('SIGKILL');
  await server.exited;
}

export async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-type': 'platform' },
    body: JSON.stringify({ email, password: 'flotilla' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: string }).access;
}
