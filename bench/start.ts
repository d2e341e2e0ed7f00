import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../test/freePort';
import { endedWithBench } from './children';
import { startProcess } from './server';
import { CLIENT_INPUTS, clientBuildNeeded, clientInputsHash, STAMP } from '../server/cli/buildIfChanged';

/** What `npm start` reads besides the client's inputs: the server and the lockfiles (node_modules is linked, not copied). */
const SERVER_INPUTS = ['server', 'domain', 'i18n', 'package.json', 'package-lock.json', 'tsconfig.json'];

export interface StartFigures {
  /** The untimed first start: it builds the client when dist/ is stale and seeds the demo on an empty data folder. */
  firstMs: number;
  firstBuilt: boolean;
  /** Each timed second start, launch to /api/ready 200, ms. */
  secondsMs: number[];
  /** Whether a timed start built the client again (it must not: the checkout is unchanged). */
  rebuilt: boolean;
}

/**
 * A copy of the checkout's files `npm start` reads (its working tree, committed or not;
 * node_modules linked), made again each run: the bench never builds into the checkout's own
 * dist/, and an unchanged copy is what "a second start on an unchanged checkout" means. Its dist/
 * is the checkout's when that is a build of these inputs (stamped), else the copy's own from the
 * last run, so a client is built only when its sources changed, as npm start does.
 */
function copyCheckout(root: string, to: string) {
  const kept = `${to}-dist`;
  rmSync(kept, { recursive: true, force: true });
  if (existsSync(path.join(to, 'dist'))) renameSync(path.join(to, 'dist'), kept);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z', '--', ...new Set([...CLIENT_INPUTS.filter((p) => !p.startsWith('node_modules')), ...SERVER_INPUTS])], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of listed) cpSync(path.join(root, file), path.join(to, file));
  symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'));
  if (!clientBuildNeeded(path.join(root, 'dist'), clientInputsHash(to))) cpSync(path.join(root, 'dist'), path.join(to, 'dist'), { recursive: true });
  else if (existsSync(kept)) renameSync(kept, path.join(to, 'dist'));
  rmSync(kept, { recursive: true, force: true });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/**
 * One `npm start` as its script runs it (buildIfChanged.ts, then server/main.ts), timed from
 * launch to /api/ready answering 200, then stopped with SIGTERM.
 */
async function startOnce(dir: string, env: NodeJS.ProcessEnv, withinMs: number): Promise<{ ms: number; built: boolean }> {
  const childEnv = { ...env, EMBEDDED_PG_PORT: String(await freePort()) };
  // A build writes the stamp again once it succeeded: its time tells whether this start built.
  const stamp = path.join(dir, 'dist', STAMP);
  const stampTime = () => (existsSync(stamp) ? statSync(stamp).mtimeMs : undefined);
  const stampedBefore = stampTime();
  const started = performance.now();
  const build = endedWithBench(spawn(process.execPath, ['--import', 'tsx', 'server/cli/buildIfChanged.ts'], { cwd: dir, env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] }));
  const code = await exited(build);
  if (code !== 0) throw new Error(`buildIfChanged.ts exited with ${code}`);
  const server = await startProcess({
    name: 'the server',
    args: ['server/main.ts'],
    env: childEnv,
    cwd: dir,
    ready: (origin) => fetch(`${origin}/api/ready`).then((r) => r.status === 200, () => false),
    withinMs,
    pollMs: 50,
  });
  const ms = performance.now() - started;
  await server.stop();
  return { ms, built: stampTime() !== stampedBefore };
}

/**
 * `npm start` in a copy of the checkout (.bench-data/start/checkout) on its demo data
 * (.bench-data/start/data, kept between runs), WORKERS unset: a first start, not timed, then
 * `times` starts timed.
 */
export async function measureStarts(root: string, times: number, log: (line: string) => void): Promise<StartFigures> {
  const base = path.join(root, '.bench-data', 'start');
  const dir = path.join(base, 'checkout');
  copyCheckout(root, dir);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(base, 'data'), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '0' };
  // The demo as a first user runs it: its embedded PostgreSQL, the default workers and dist/ (an
  // undefined value leaves the variable out of the child's environment, startProcess's too).
  for (const name of ['DATABASE_URL', 'DATABASE_DIRECT_URL', 'CLIENT_DIR', 'WORKERS', 'FILE_STORE', 'PORT', 'EMBEDDED_PG_PORT']) env[name] = undefined;
  const first = await startOnce(dir, env, 15 * 60_000);
  log(`first start (not timed): ${(first.ms / 1000).toFixed(1)} s${first.built ? ', the client built' : ''}`);
  const seconds: { ms: number; built: boolean }[] = [];
  for (let i = 0; i < times; i++) seconds.push(await startOnce(dir, env, 120_000));
  return { firstMs: first.ms, firstBuilt: first.built, secondsMs: seconds.map((s) => s.ms), rebuilt: seconds.some((s) => s.built) };
}
