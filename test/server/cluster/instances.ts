import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { until, statusOf } from '../http/serverProcess';

/** Flotilla's own start-up (`node --import tsx server/main.ts`) as one of several instances, each on a port of its own. */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Instance {
  name: string;
  port: number;
  /** Its own /api base, past the balancer. */
  base: string;
  proc: ChildProcess;
  output(): string;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts the instance `name` on `port` and waits until it is ready. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CLIENT_DIR: path.join(tmpdir(), 'no-client'), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const orphaned = () => proc.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const instance = { name, port, base: `http://127.0.0.1:${port}/api`, proc, output: () => output, exited };
  let gone = false;
  void exited.then(() => (gone = true));
  await until(`${name} to be ready`, async () => {
    if (gone) throw new Error(`${name} exited`);
    return (await statusOf(`${instance.base}/ready`)) === 200;
  }, 120_000).catch((err: Error) => {
    proc.kill('SIGKILL');
    throw new Error(`${err.message}\n${output}`);
  });
  return instance;
}

/** Stops an instance as an orchestrator does (SIGTERM), answering its exit code. */
export function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.proc.exitCode === null && instance.proc.signalCode === null) instance.proc.kill('SIGTERM');
  return instance.exited;
}
