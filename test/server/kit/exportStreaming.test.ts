import type { Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import { plantas } from '../../../server/db/schema';
import { plants } from '../../../server/resources/plants';
import { sendExport } from '../../../server/kit/export';
import { buildListQuery } from '../../../server/kit/query';
import { CONNECT_TIMEOUT_MS, LONG_WORK_POOL_SIZE } from '../../../server/db/client';
import { createTestApp, type TestApp } from '../support/harness';
import { exportCalls } from './exportHelpers';

/** An export streams: it waits for a slow caller, holds a connection of the exports' own pool, and stops when the caller goes. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('c4@flotilla.mx'); // a read-only role may export
});
afterAll(() => t.close());

const { call, exportPlants } = exportCalls(() => t, () => token);

describe('streaming', () => {
  /** Starts an export straight through sendExport and hands back the unread body stream. */
  async function startExport(format: 'csv' | 'xlsx', filters: Record<string, unknown>) {
    let body: Readable | undefined;
    const reply = {
      header: () => reply,
      send: (stream: Readable) => {
        body = stream;
        return reply;
      },
    };
    const req = { query: { format }, headers: {}, log: { error: () => undefined } };
    await sendExport({ database: t.database } as never, req as never, reply as never, plants, buildListQuery(plants, filters));
    return body!;
  }
  const busy = () => t.database.longWork.totalCount - t.database.longWork.idleCount;
  const callsBusy = () => t.database.pool.totalCount - t.database.pool.idleCount;
  const until = async (check: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  beforeAll(async () => {
    const rows = Array.from({ length: 15_000 }, (_, i) => ({ name: `Flujo ${i} ${'n'.repeat(60)}`, code: `F${i}`, state: 'Flujo', address: 'd'.repeat(120) }));
    for (let i = 0; i < rows.length; i += 5000) await t.database.db.insert(plantas).values(rows.slice(i, i + 5000));
  });

  it.each([['xlsx'], ['csv']] as const)('%s waits for a caller that does not read instead of buffering every row', async (format) => {
    // Each _read of the cursor fetches one batch (100 rows); 15,000 rows take 150.
    const batches = vi.spyOn(QueryStream.prototype, '_read');
    const body = await startExport(format, { state: 'Flujo' });
    // Unread, the export must stay paused on its cursor, with only a few batches pulled. A .xlsx
    // holds more rows in the same buffers: these like rows deflate ~50 to 1, so the 32 KB waiting
    // in the answer's stream alone is some 1,500 of them.
    await new Promise((r) => setTimeout(r, 700));
    expect(busy()).toBe(1);
    expect(batches.mock.calls.length).toBeGreaterThan(0);
    expect(batches.mock.calls.length).toBeLessThan(format === 'xlsx' ? 30 : 15);
    batches.mockRestore();
    let bytes = 0;
    for await (const chunk of body) bytes += (chunk as Buffer).length;
    expect(bytes).toBeGreaterThan(100_000);
    expect(await until(() => busy() === 0, 2000)).toBe(true);
  });

  it('holds its connection in the exports\' own pool, so exports that stall leave every connection to the calls', async () => {
    const stalled = await Promise.all(Array.from({ length: LONG_WORK_POOL_SIZE }, () => startExport('csv', { state: 'Flujo' })));
    expect(busy()).toBe(LONG_WORK_POOL_SIZE);
    expect(callsBusy()).toBe(0);
    // The lists still answer at once, whatever the calls' pool size.
    const started = Date.now();
    expect((await call({ url: 'plantas/?limit=5' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
    for (const body of stalled) body.destroy();
    expect(await until(() => busy() === 0, 2000)).toBe(true);
  });

  it.each([['xlsx'], ['csv']] as const)('%s stops reading rows and frees the connection when the caller goes away', async (format) => {
    const body = await startExport(format, { state: 'Flujo' });
    await new Promise((resolve) => body.once('readable', resolve));
    body.destroy();
    expect(await until(() => busy() === 0, 500)).toBe(true);
    // The pool still serves queries afterwards.
    expect((await exportPlants({ code: 'QRO' })).statusCode).toBe(200);
  });

  it('answers HEAD with the file\'s headers without running the export', async () => {
    let checkedOut = 0;
    const count = () => void (checkedOut += 1);
    t.database.longWork.on('acquire', count);
    try {
      const res = await call({ method: 'HEAD', url: 'plantas/exportar/?format=csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      expect(res.body).toBe('');
      expect(checkedOut).toBe(0);
    } finally {
      t.database.longWork.off('acquire', count);
    }
  });
});
