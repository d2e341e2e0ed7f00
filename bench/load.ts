import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runTool } from './children';

/** One HTTP call of a scenario, as the client sends it. */
export interface Call {
  method: 'GET' | 'POST';
  /** Path under the server's origin, with its query string (e.g. `/api/usuarios/?page=2`). */
  path: string;
  body?: unknown;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Requests per second over the round. */
  rate: number;
  p50: number;
  p99: number;
  /** The first unexpected status, to say why a round failed. */
  firstError?: string;
}

/** The value at quantile q of sorted latencies (ms). */
export const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
export const median = (values: number[]) => quantile([...values].sort((a, b) => a - b), 0.5);

let wrk: boolean | undefined;
/** wrk is used when installed, unless BENCH_LOAD=node asks for the bench's own Node client. */
async function hasWrk() {
  if (process.env.BENCH_LOAD === 'node') return false;
  // wrk -v prints its version and exits 1.
  wrk ??= await runTool('wrk', ['-v']).then(() => true, (err: { stdout?: string }) => /^wrk /.test(err.stdout ?? ''));
  return wrk;
}

/**
 * Which tool sends the API's load. The bare side's pgbench is native code on the same two
 * cores; a Node client there takes about half of what the server could answer, so wrk is
 * preferred.
 */
export const loadTool = async () => ((await hasWrk()) ? 'wrk' : 'the bench\'s Node client (wrk not found)');

/** A wrk duration ("3.73ms", "812.00us", "1.02s") in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * scale;
}

/** The figures of wrk's `--latency` report; answers other than 2xx/3xx and socket errors count as errors. */
export function readWrk(stdout: string): LoadResult {
  const requests = Number(/(\d+) requests in ([\d.]+\w+)/.exec(stdout)?.[1] ?? NaN);
  const elapsed = wrkMs(/\d+ requests in ([\d.]+\w+)/.exec(stdout)?.[1] ?? '') / 1000;
  const status = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = sockets ? sockets.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  const percentile = (p: string) => wrkMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? '');
  if (!Number.isFinite(requests) || !Number.isFinite(elapsed)) throw new Error(`wrk printed no rate:\n${stdout}`);
  const errors = status + socketErrors;
  const ok = requests - status;
  return {
    requests: ok,
    errors,
    rate: ok / elapsed,
    p50: percentile('50'),
    p99: percentile('99'),
    firstError: errors ? `${status} answers not 2xx/3xx, ${socketErrors} socket errors` : undefined,
  };
}

/**
 * What a browser's fetch sends besides the token: the screens' calls ask for a compressed answer,
 * so the server's work for a call includes compressing it (answers above 1 KB).
 */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
/** The same asking for no compression (`--uncompressed`): the server's work as the floor's, which never compresses. */
export const UNCOMPRESSED_HEADERS = { accept: 'application/json', 'accept-encoding': 'identity' };
type RequestHeaders = typeof BROWSER_HEADERS;

/** The request as a wrk script: method, body and its type (the headers go on the command line). */
const wrkScript = (call: Call) =>
  [`wrk.method = ${JSON.stringify(call.method)}`, ...(call.body === undefined ? [] : [`wrk.body = ${JSON.stringify(JSON.stringify(call.body))}`, 'wrk.headers["Content-Type"] = "application/json"'])].join('\n') + '\n';

async function loadWithWrk(origin: string, token: string, call: Call, connections: number, seconds: number, sent: RequestHeaders): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-load-'));
  try {
    const script = path.join(dir, 'call.lua');
    writeFileSync(script, wrkScript(call));
    // Two threads, as pgbench's -j 2 on the bare side.
    const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--latency', '-s', script, '-H', `Authorization: Bearer ${token}`, ...Object.entries(sent).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), `${origin}${call.path}`];
    const { stdout } = await runTool('wrk', args, { maxBuffer: 4 * 1024 * 1024 });
    return readWrk(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Sends `call` over `connections` kept-alive connections, each one request after the other, for
 * `seconds`; every answer is read whole, as a browser would, before the next request leaves.
 * With wrk when installed (see loadTool), else from this process.
 */
export async function load(origin: string, token: string, call: Call, connections: number, seconds: number, sent: RequestHeaders = BROWSER_HEADERS): Promise<LoadResult> {
  if (await hasWrk()) return loadWithWrk(origin, token, call, connections, seconds, sent);
  return loadFromNode(origin, token, call, connections, seconds, sent);
}

async function loadFromNode(origin: string, token: string, call: Call, connections: number, seconds: number, sent: RequestHeaders): Promise<LoadResult> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}`, ...sent };
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const send = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request({ host: url.hostname, port: url.port, path: call.path, method: call.method, headers, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else {
            errors += 1;
            firstError ??= `HTTP ${res.statusCode}`;
          }
          resolve();
        });
      });
      req.on('error', (err) => {
        errors += 1;
        firstError ??= err.message;
        resolve();
      });
      req.end(payload);
    });
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await send();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rate: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), firstError };
}
