import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Statement } from './sqlCapture';

const run = promisify(execFile);

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
  if (pgbench === undefined) pgbench = await run('pgbench', ['--version']).then(() => true, () => false);
  return pgbench;
}

/** Which tool sends the bare statements: pgbench when installed, else node-postgres. */
export const bareTool = async () => ((await hasPgbench()) ? 'pgbench' : 'node-postgres (pgbench not found)');

/**
 * The rate PostgreSQL itself gives for the statements of one call, sent in turn by `connections`
 * clients for `seconds`: transactions (whole calls) per second.
 */
export async function bareRate(url: string, statements: Statement[], connections: number, seconds: number): Promise<number> {
  if (!statements.length) return NaN;
  if (await hasPgbench()) {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-bench-'));
    try {
      const script = path.join(dir, 'call.sql');
      writeFileSync(script, statements.map((s) => `${inline(s)};`).join('\n') + '\n');
      const { stdout } = await run('pgbench', ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, url], { maxBuffer: 16 * 1024 * 1024 });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
      if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
      return Number(tps[1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    let done = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < deadline) {
            for (const s of statements) await client.query(s.text, s.values);
            done += 1;
          }
        } finally {
          client.release();
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}
