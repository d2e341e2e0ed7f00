import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { quantile } from './load';
import type { Statement } from './sqlCapture';
import { runTool } from './children';

/** A parameter written into the SQL as a literal, as pgbench needs it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return literal(`{${value.map((v) => JSON.stringify(String(v))).join(',')}}`);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement with its $n parameters written in, on one line. */
export const inline = ({ text, values }: Statement) => text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1])).replace(/\s+/g, ' ');

let pgbench: boolean | undefined;
async function hasPgbench() {
  if (pgbench === undefined) pgbench = await runTool('pgbench', ['--version']).then(() => true, () => false);
  return pgbench;
}

/** Which tool sends the bare statements: pgbench when installed, else node-postgres. */
export const bareTool = async () => ((await hasPgbench()) ? 'pgbench' : 'node-postgres (pgbench not found)');

/** What PostgreSQL itself gives for one call's statements: whole calls per second and the p99 of a call's time, in ms. */
export interface BareFigures {
  rate: number;
  p99: number;
}

/**
 * The p99 of the transaction times in pgbench's `--log` files (one line a transaction: client,
 * transaction, its time in µs, script, epoch, µs), in ms.
 */
export function pgbenchP99(logs: string[]): number {
  const times: number[] = [];
  for (const text of logs) {
    for (const line of text.split('\n')) {
      const us = Number(line.split(' ')[2]);
      if (line && Number.isFinite(us)) times.push(us / 1000);
    }
  }
  return quantile(times.sort((a, b) => a - b), 0.99);
}

/**
 * What PostgreSQL itself gives for the statements of one call, sent in turn by `connections`
 * clients for `seconds`: transactions (whole calls) per second, and the p99 of a call's time
 * (pgbench's per-transaction log, or each call timed by the Node client).
 */
export async function bareLoad(url: string, statements: Statement[], connections: number, seconds: number): Promise<BareFigures> {
  if (!statements.length) return { rate: NaN, p99: NaN };
  if (await hasPgbench()) {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-bench-'));
    try {
      const script = path.join(dir, 'call.sql');
      writeFileSync(script, statements.map((s) => `${inline(s)};`).join('\n') + '\n');
      const prefix = path.join(dir, 'log');
      const { stdout } = await runTool('pgbench', ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '--log', `--log-prefix=${prefix}`, '-f', script, url], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
      if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
      // One log file a thread: log.<pid>, log.<pid>.1.
      const logs = readdirSync(dir).filter((f) => f.startsWith('log.')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
      return { rate: Number(tps[1]), p99: pgbenchP99(logs) };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    const times: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < deadline) {
            const call = performance.now();
            for (const s of statements) await client.query(s.text, s.values);
            times.push(performance.now() - call);
          }
        } finally {
          client.release();
        }
      }),
    );
    return { rate: times.length / ((performance.now() - started) / 1000), p99: quantile(times.sort((a, b) => a - b), 0.99) };
  } finally {
    await pool.end();
  }
}
