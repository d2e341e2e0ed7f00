import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../freePort';

/**
 * A throwaway cluster from an installed PostgreSQL's binaries (TEST_PG_BIN, e.g. Debian's
 * /usr/lib/postgresql/15/bin), made as the embedded one is: UTF-8, ICU es-MX, a password-checked
 * `flotilla` superuser on loopback only, and no disk flushes. So the suite also runs on the
 * oldest PostgreSQL the README promises. PostgreSQL refuses to run as root: as root, initdb and
 * postgres run as the `postgres` user (Debian's package makes it).
 */
export async function startSystemPostgres(binDir: string, settings: Record<string, string>) {
  if (!existsSync(path.join(binDir, 'postgres'))) {
    throw new Error(`No PostgreSQL binaries in ${binDir}: install them (Debian: apt-get install postgresql-15) or name their folder (TEST_PG15_BIN, TEST_PG_BIN).`);
  }
  const asUser = process.getuid?.() === 0 ? idsOf('postgres') : undefined;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-syspg-'));
  const dataDir = path.join(dir, 'data');
  const pwFile = path.join(dir, 'password');
  writeFileSync(pwFile, 'flotilla\n');
  if (asUser) {
    chownSync(dir, asUser.uid, asUser.gid);
    chownSync(pwFile, asUser.uid, asUser.gid);
  }
  const run = (bin: string, args: string[]) => spawn(path.join(binDir, bin), args, { ...asUser, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  /** Resolves with the process's exit code, or rejects when it could not be started. */
  const ended = (child: ChildProcess) => new Promise<number | null>((resolve, reject) => (child.once('exit', resolve), child.once('error', reject)));
  let postgres: ChildProcess | undefined;
  let output = () => '';
  try {
    const initdb = run('initdb', ['-D', dataDir, '-U', 'flotilla', `--pwfile=${pwFile}`, '--auth=scram-sha-256',
      '--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=es-MX', '--no-sync']);
    const initOutput = collect(initdb);
    if ((await ended(initdb)) !== 0) throw new Error(`initdb (${binDir}) failed:\n${initOutput()}`);
    const flags = { listen_addresses: '127.0.0.1', unix_socket_directories: '', port: String(port), ...settings };
    const started = run('postgres', ['-D', dataDir, ...Object.entries(flags).flatMap(([name, value]) => ['-c', `${name}=${value}`])]);
    postgres = started;
    output = collect(started);
    await new Promise<void>((resolve, reject) => {
      started.stderr?.on('data', () => output().includes('ready to accept connections') && resolve());
      ended(started).then(() => reject(new Error(`postgres (${binDir}) did not start:\n${output()}`)), reject);
    });
  } catch (error) {
    postgres?.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const server = postgres;
  // Should this process end without its teardown (a crash), the cluster does not outlive it.
  const orphaned = () => server.kill('SIGQUIT');
  process.once('exit', orphaned);
  return {
    url: (database: string) => `postgres://flotilla:flotilla@127.0.0.1:${port}/${database}`,
    async stop() {
      process.off('exit', orphaned);
      if (server.exitCode === null && server.signalCode === null) {
        const exited = ended(server);
        server.kill('SIGINT'); // fast shutdown
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idsOf(user: string) {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Keeps what a process writes, to say why it failed. */
function collect(child: ChildProcess) {
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}
