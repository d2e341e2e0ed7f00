import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type pg from 'pg';
import { freePort } from '../test/freePort';
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

export interface FloorServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** The floor as a process of its own (bench/floorServer.ts), as the product's server runs in the bench. */
export async function startFloor(databaseUrl: string, calls: Statement[][]): Promise<FloorServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-floor-'));
  const file = path.join(dir, 'calls.json');
  writeFileSync(file, JSON.stringify(calls));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/floorServer.ts', file], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      rmSync(dir, { recursive: true, force: true });
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`the floor server stopped at start-up (exit ${child.exitCode})`);
    // Any answer means it listens (an unknown call is a 404).
    if (await fetch(`${origin}/`).then(() => true, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the floor server did not answer within a minute');
    }
  }
  return { origin, pid: child.pid!, stop };
}
