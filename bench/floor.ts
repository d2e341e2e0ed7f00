import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { startProcess, type BenchServer } from './server';
import type { Statement } from './sqlCapture';

/**
 * The floor: the least any Node.js server must do to answer a call. node:http without a
 * framework, the call's own statements sent with node-postgres from a pool of the product's size
 * (named where the product names them, so that PostgreSQL does the same work for both), the rows written with JSON.stringify, and nothing else: no compression (the true
 * minimum, whatever the caller accepts), no token, no access rule, no validation, no paging
 * logic. Loaded like the product, it tells which part of the gap to bare PostgreSQL is the
 * product's and which part any Node server on this machine would have.
 */
export const FLOOR_PATH = '/call/';

function send(res: ServerResponse, status: number, body: string) {
  const bytes = Buffer.from(body);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', bytes.length);
  res.statusCode = status;
  res.end(bytes);
}

/** Answers `GET /call/<n>`: call n's statements in turn, their rows as `{ results: [rows of each] }`. */
export function floorListener(pool: pg.Pool, calls: Statement[][]): RequestListener {
  return (req, res) => {
    const n = req.url?.startsWith(FLOOR_PATH) ? Number(req.url.slice(FLOOR_PATH.length)) : NaN;
    const statements = Number.isInteger(n) ? calls[n] : undefined;
    if (!statements) return send(res, 404, '{"detail":"no such call"}');
    // The body a POST brings is read and dropped, as a server must before answering on a kept-alive connection.
    req.resume();
    (async () => {
      const results: unknown[][] = [];
      for (const s of statements) results.push((await pool.query({ name: s.name, text: s.text, values: s.values })).rows);
      send(res, 200, JSON.stringify({ results }));
    })().catch((err: Error) => send(res, 500, JSON.stringify({ detail: err.message })));
  };
}

/** The floor as a process of its own (bench/floorServer.ts), as the product's server runs in the bench. */
export function startFloor(databaseUrl: string, calls: Statement[][]): Promise<BenchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-floor-'));
  const file = path.join(dir, 'calls.json');
  writeFileSync(file, JSON.stringify(calls));
  return startProcess({
    name: 'the floor server',
    args: ['bench/floorServer.ts', file],
    env: { DATABASE_URL: databaseUrl },
    // Any answer means it listens (an unknown call is a 404).
    ready: (origin) => fetch(`${origin}/`).then(() => true, () => false),
    withinMs: 60_000,
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  });
}
