import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort } from '../../freePort';
import type { TestApp } from '../support/harness';

/**
 * What the realtime tests share (DOMAIN §6): sockets opened with the `ws` client and signed in
 * with a ticket, and Flotilla's own start-up in another process on a test app's database, so an
 * event raised through one instance can be seen reaching the sockets of another.
 */

export interface Frame {
  type: string;
  notification?: { id: number } & Record<string, unknown>;
  alert?: unknown;
}
export interface Peer {
  ws: WebSocket;
  /** The next frame the server sends; rejects if the socket closes first. */
  next(): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  /** The HTTP status of a refused upgrade. */
  refused: Promise<number>;
}

/** The websocket address of an app listening at `address` (as fastify's listen answers it). */
export const wsUrlOf = (address: string) => `${address.replace(/^http/, 'ws')}/api/ws/`;

export function openSocket(url: string, headers: Record<string, string> = {}): Peer {
  const ws = new WebSocket(url, { headers });
  const queue: Frame[] = [];
  let waiting: ((frame: Frame) => void) | null = null;
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    if (!waiting) return void queue.push(frame);
    waiting(frame);
    waiting = null;
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const refused = new Promise<number>((resolve) =>
    ws.on('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    }),
  );
  const next = () =>
    Promise.race([
      queue.length ? Promise.resolve(queue.shift()!) : new Promise<Frame>((resolve) => (waiting = resolve)),
      closed.then(({ code }) => Promise.reject(new Error(`socket closed (${code}) before a frame`))),
    ]);
  return { ws, next, closed, refused };
}

export const opened = (peer: Peer) => new Promise<void>((resolve, reject) => (peer.ws.once('open', () => resolve()), peer.ws.once('close', reject)));

/** Signs in and answers a fresh ticket from auth/ws-ticket/, and the sign-in's refresh token. */
export async function ticketOf(app: TestApp, email: string) {
  const login = await app.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'flotilla' } });
  const res = await app.call({ method: 'POST', url: 'auth/ws-ticket/', token: login.json().access });
  expect(res.statusCode).toBe(200);
  return { ticket: res.json().websockets_token as string, refresh: login.json().refresh as string };
}

/** A socket at `url` signed in with `ticket`, past its `ready`. */
export async function readySocket(url: string, ticket: string, options: { language?: string; headers?: Record<string, string> } = {}) {
  const peer = openSocket(url, options.headers);
  await opened(peer);
  peer.ws.send(JSON.stringify({ type: 'auth', token: ticket, ...(options.language && { language: options.language }) }));
  expect(await peer.next()).toEqual({ type: 'ready' });
  return peer;
}

/** Flotilla's own start-up (server/main.ts) in another process, on the test app's database. */
export async function startServerProcess(t: TestApp): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-second-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.pool.options.connectionString,
      JWT_SECRET: new TextDecoder().decode(t.config.jwtSecret),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      // No balancer in front to wait for: SIGTERM stops it at once (server/main.ts).
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Flotilla is running at')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`second server exited (${code}): ${output}`)));
  });
  return {
    url: `ws://127.0.0.1:${port}/api/ws/`,
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
