import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort';
import { startChromium } from './chromium';


/**
 * The product as a user starts it (`server/main.ts` over the built client in dist/), on a
 * fresh data folder: embedded PostgreSQL, migrations, demo data. `npm run test:e2e` builds first.
 * Beside it one Chromium that every file connects to; both are stopped even when tests fail.
 */
export default async function setup(project: TestProject) {
  // First, so a missing Chromium fails in a second rather than after the server's start.
  const browser = await startChromium();
  let stopServer: () => Promise<void>;
  try {
    stopServer = await startServer(project);
  } catch (error) {
    await browser.close();
    throw error;
  }
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    try {
      await browser.close();
    } finally {
      await stopServer();
    }
  };
}

/** Starts the server and answers how to stop it (and remove its data folder). */
async function startServer(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-e2e-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // One server process (WORKERS=1): the browser tests share two cores with it.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    const running = child.exitCode === null && child.signalCode === null;
    const exited = running ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
    clearTimeout(timer);
    child.stdout?.destroy();
    child.stderr?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Flotilla is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

  // A server that never says it runs is stopped too, not left holding its PostgreSQL.
  await started.catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
  // For fixtures a test needs that no screen makes (e.g. an account of its own).
  project.provide('databaseUrl', `postgres://flotilla:flotilla@127.0.0.1:${pgPort}/flotilla`);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
    outboxDir: string;
    databaseUrl: string;
  }
}
