import http from 'node:http';
import { performance } from 'node:perf_hooks';

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

/**
 * Sends `call` over `connections` kept-alive connections, each one request after the other, for
 * `seconds`; every answer is read whole, as a browser would, before the next request leaves.
 */
export async function load(origin: string, token: string, call: Call, connections: number, seconds: number): Promise<LoadResult> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}`, accept: 'application/json' };
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
