import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { freePort } from '../../freePort';

/** The real server (`node --import tsx server/main.ts`) in a process of its own, for the fault tests to kill. */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Server {
  proc: ChildProcess;
  base: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

/** Polls `check` (a query, a call) every few milliseconds until it answers true, failing past the deadline. */
export async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const deadline = Date.now() + ms; !(await check()); await pause(25)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
  }
}

export const statusOf = (url: string) => fetch(url).then((r) => r.status, () => 0);

/** Starts the server and waits until it is ready. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const server = await spawnServer(env);
  await untilReady(server);
  return server;
}

export async function spawnServer(env: Record<string, string>): Promise<Server & { gone(): boolean }> {
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

export async function untilReady(server: Server & { gone(): boolean }) {
  await until('the server to answer', async () => {
    if (server.gone()) throw new Error('the server exited');
    return (await statusOf(`${server.base}/ready`)) === 200;
  }, 90_000).catch((err: Error) => {
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
