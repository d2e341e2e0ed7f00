import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/harness';
import { WAIT } from '../support/waits';

/**
 * A client's bad frame on the websocket (DOMAIN §6) is closed with its code and logged as the
 * client's doing: one warning, no error and no stack trace (a 50 MB frame was logged as an error
 * with its stack).
 */
let t: TestApp;
let app: FastifyInstance;
let wsUrl: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // The harness's apps are silent; this one logs into `lines`, as logging.test.ts does.
  const config = { ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex'), CLIENT_DIR: t.dataDir }), logLevel: 'info' };
  app = await buildApp({ config, database: t.database, mailer: { send: async () => {} } }, { write: (line: string) => void lines.push(line) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace(/^http/, 'ws')}/api/ws/`;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Opens a socket, sends `frame` (as text unless `binary`) and answers the close code the server gave. */
async function closeCodeAfter(frame: Buffer, binary: boolean) {
  const ws = new WebSocket(wsUrl);
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('close', reject)));
  ws.send(frame, { binary });
  return closed;
}

/** The log's records written since `from`, at warning level or above. */
const loggedSince = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string }; stack?: string })
    .filter((record) => record.level >= 40);

it.each([
  ['a frame past the size limit', Buffer.alloc(1024 * 1024, 'a'), true, 1009],
  ['a text frame that is not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), false, 1007],
])('%s: closed with its code and logged as one warning without a stack', async (_name, frame, binary, code) => {
  const from = lines.length;
  expect(await closeCodeAfter(frame, binary)).toBe(code);
  await vi.waitFor(() => expect(loggedSince(from)).toHaveLength(1), WAIT);
  const [record] = loggedSince(from);
  expect(record.level).toBe(40);
  expect(record.msg).toMatch(/bad frame/);
  expect(JSON.stringify(record)).not.toMatch(/\\n\s+at /);
});
