import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../test/freePort';

export interface BenchServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The product's own server (`server/main.ts`, as `npm start` runs it) as a process of its own on
 * the bench database, so its memory is its own to measure and the load comes from outside.
 */
export async function startServer(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start-up (exit ${child.exitCode})`);
    const up = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not answer /api/health within 2 minutes');
    }
    await sleep(250);
  }
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

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
