/**
 * What `npm start` runs before the server: `npm run build` (vite build, then compressClient.ts)
 * only when what that build reads has changed since dist/ was last built, judged by a sha256 of
 * those files kept in dist/. `npm run build` itself always builds. Usage: buildIfChanged.ts
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the client's build reads from the checkout: folders whole, files when present. The
 * installed packages count through the lockfiles (npm's own record of node_modules too); vite
 * also reads .env files, and compressClient.ts decides what dist/ holds beside vite's output.
 */
export const CLIENT_INPUTS = [
  'src',
  'domain',
  'i18n',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'server/cli/compressClient.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
/** Environment variables the build reads (vite.config.ts; vite itself, NODE_ENV). */
const CLIENT_ENV = ['SOURCEMAP', 'NODE_ENV'];
/** In dist/: the inputs' hash of the build there, written once the build and its compression succeeded. */
export const STAMP = '.client-inputs.sha256';

function* filesUnder(root: string, relative: string): Generator<string> {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) yield* filesUnder(root, path.posix.join(relative, entry.name));
}

/** sha256 over the inputs' sorted relative paths, each with its size and bytes, then the build's environment. */
export function clientInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = CLIENT_INPUTS.flatMap((input) => [...filesUnder(root, input)]).sort();
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  for (const name of CLIENT_ENV) hash.update(`env\0${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Whether dist/ lacks a complete build of the inputs whose hash is `hash`. */
export function clientBuildNeeded(distDir: string, hash: string): boolean {
  const stamp = path.join(distDir, STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(distDir, 'index.html'))) return true;
  return readFileSync(stamp, 'utf8').trim() !== hash;
}

/**
 * Builds the client with `build` (which throws when it fails) unless dist/ holds a build of the
 * inputs as they are. The stamp goes first and comes back last, so a failed or interrupted
 * build is built again at the next start.
 */
export function buildIfChanged(root: string, build: () => void, log: (line: string) => void = console.log): 'built' | 'skipped' {
  const distDir = path.join(root, 'dist');
  const hash = clientInputsHash(root);
  if (!clientBuildNeeded(distDir, hash)) {
    log('Client unchanged since the last build: not rebuilt (`npm run build` rebuilds it).');
    return 'skipped';
  }
  rmSync(path.join(distDir, STAMP), { force: true });
  build();
  writeFileSync(path.join(distDir, STAMP), `${hash}\n`);
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  try {
    buildIfChanged(root, () => {
      // Through the shell, as the start script ran it before (npm.cmd on Windows).
      const { status, signal } = spawnSync('npm run build', { cwd: root, stdio: 'inherit', shell: true });
      if (status !== 0) throw new Error(`npm run build failed (${signal ?? `exit code ${status}`})`);
    });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
