import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../freePort';
import { until } from '../http/serverProcess';

/**
 * Debian's HAProxy and PgBouncer (installed by .ci/run) started by a test on free loopback ports,
 * configured as docs/DEPLOY.md configures them in front of several Flotilla instances.
 */

/** The header a test sends to pin a call to one instance (`use-server`); answers say who served them in X-Served-By. */
export const INSTANCE_HEADER = 'x-flotilla-instance';

interface Daemon {
  proc: ChildProcess;
  output(): string;
}

function daemon(bin: string, args: string[], user?: { uid: number; gid: number }): Daemon {
  const proc = spawn(bin, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  // Should the test process end without its teardown, the daemon does not outlive it.
  const orphaned = () => proc.kill('SIGKILL');
  process.once('exit', orphaned);
  proc.once('exit', () => process.off('exit', orphaned));
  return { proc, output: () => text };
}

async function stopDaemon({ proc }: Daemon) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await exited;
}

/** Until a TCP port answers HTTP (any status), failing with the daemon's output if it exits first. */
async function untilListening(what: string, url: string, d: Daemon) {
  await until(what, async () => {
    if (d.proc.exitCode !== null) throw new Error(`${what} exited:\n${d.output()}`);
    return fetch(url).then(() => true, () => false);
  }, 20_000);
}

export interface Balancer {
  /** The balancer's /api base. */
  base: string;
  /** Each server's state as HAProxy sees it (UP, DOWN, …), by name. */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `servers`: round robin, readiness checked every 250 ms (three failures take a
 * server out, two successes put it back), a connection refused or an empty answer retried on
 * another server, websockets tunnelled, and a stats page to read the servers' states. Never
 * `response-timeout`: past `timeout server` it would send a write an instance is still doing to another.
 */
export async function startHaproxy(servers: { name: string; port: number }[]): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-haproxy-'));
  const config = `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout tunnel 1h
  timeout check 2s
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response

frontend flotilla
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 250ms fall 3 rise 2
  http-response set-header X-Served-By %[srv_name]
${servers.map((s) => `  use-server ${s.name} if { req.hdr(${INSTANCE_HEADER}) -m str ${s.name} }`).join('\n')}
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const d = daemon('/usr/sbin/haproxy', ['-db', '-f', file]);
  const stats = `http://127.0.0.1:${statsPort}/stats;csv`;
  await untilListening('haproxy', stats, d);
  return {
    base: `http://127.0.0.1:${port}/api`,
    async states() {
      const [head, ...rows] = (await (await fetch(stats)).text()).trim().split('\n').map((line) => line.split(','));
      const [pxname, svname, status] = ['# pxname', 'svname', 'status'].map((name) => head.indexOf(name));
      return Object.fromEntries(rows.filter((r) => r[pxname] === 'instances' && r[svname] !== 'BACKEND').map((r) => [r[svname], r[status]]));
    },
    async stop() {
      await stopDaemon(d);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL at `serverUrl` (every database, its
 * user and password): a server connection is lent for one transaction, then to anyone.
 * PgBouncer refuses to run as root: as root, it runs as `postgres` (Debian's package makes it).
 */
export async function startPgBouncer(serverUrl: string, poolSize: number) {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-pgbouncer-'));
  const user = decodeURIComponent(server.username);
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`, { mode: 0o600 });
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=${server.hostname} port=${server.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${path.join(dir, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 500
ignore_startup_parameters = extra_float_digits
`,
  );
  const asUser = process.getuid?.() === 0 ? idsOf('postgres') : undefined;
  if (asUser) for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(path.join(dir, file), asUser.uid, asUser.gid);
  const d = daemon('/usr/sbin/pgbouncer', [path.join(dir, 'pgbouncer.ini')], asUser);
  await until('pgbouncer to listen', async () => {
    if (d.proc.exitCode !== null) throw new Error(`pgbouncer exited:\n${d.output()}`);
    return d.output().includes('process up');
  }, 20_000);
  return {
    url: (database: string) => {
      const url = new URL(serverUrl);
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    output: d.output,
    async stop() {
      await stopDaemon(d);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idsOf(user: string) {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
