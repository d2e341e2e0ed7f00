import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type pg from 'pg';
import { startProcess, type BenchServer } from './server';
import type { Statement } from './sqlCapture';

/**
 * The floor: the least any Node.js server must do to answer a call. node:http without a
 * framework, the call's own statements sent with node-postgres from a pool of the product's size,
 * the rows written with JSON.stringify, and the answer compressed as the product compresses it
 * (brotli, quality 3, above 1 KB: server/app.ts). No token, no access rule, no validation, no
 * paging logic. Loaded like the product, it tells which part of the gap to bare PostgreSQL is the
 * product's and which part any Node server on this machine would have.
 */
export const FLOOR_PATH = '/call/';

const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } };

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string) {
  let bytes: Buffer = Buffer.from(body);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (bytes.length > 1024 && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    bytes = brotliCompressSync(bytes, BROTLI);
    res.setHeader('content-encoding', 'br');
  }
  res.setHeader('content-length', bytes.length);
  res.statusCode = status;
  res.end(bytes);
}

/** Answers `GET /call/<n>`: call n's statements in turn, their rows as `{ results: [rows of each] }`. */
export function floorListener(pool: pg.Pool, calls: Statement[][]): RequestListener {
  return (req, res) => {
    const n = req.url?.startsWith(FLOOR_PATH) ? Number(req.url.slice(FLOOR_PATH.length)) : NaN;
    const statements = Number.isInteger(n) ? calls[n] : undefined;
    if (!statements) return send(req, res, 404, '{"detail":"no such call"}');
    // The body a POST brings is read and dropped, as a server must before answering on a kept-alive connection.
    req.resume();
    (async () => {
      const results: unknown[][] = [];
      for (const s of statements) results.push((await pool.query(s.text, s.values)).rows);
      send(req, res, 200, JSON.stringify({ results }));
    })().catch((err: Error) => send(req, res, 500, JSON.stringify({ detail: err.message })));
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
