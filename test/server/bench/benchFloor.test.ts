import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { bareLoad } from '../../../bench/bare';
import { floorListener, startFloor } from '../../../bench/floor';
import { misses } from '../../../bench/report';
import type { Statement } from '../../../bench/sqlCapture';
import { emptyDatabase } from '../support/emptyDatabase';

/**
 * The bench's floor (bench/floor.ts): the same statements a call sends, answered by the least a
 * Node server does, so a miss can say whether any Node server on the machine would miss too.
 */
const url = emptyDatabase('bench_floor');

const page: Statement = { text: 'SELECT id, name FROM things WHERE id > $1 ORDER BY id LIMIT $2', values: [1, 30] };
const count: Statement = { text: 'SELECT count(*)::int AS n FROM things WHERE id > $1', values: [1] };

let pool: pg.Pool;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: url, max: 2 });
  await pool.query('CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL)');
  await pool.query(`INSERT INTO things SELECT g, 'thing number ' || g FROM generate_series(1, 40) g`);
  server = http.createServer(floorListener(pool, [[page, count], [{ text: 'SELECT nothing FROM nowhere', values: [] }]]));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });

test("answers a call with each of its statements' rows, their parameters bound", async () => {
  const res = await get('/call/0');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  const { results } = JSON.parse(res.body.toString()) as { results: [{ id: number; name: string }[], { n: number }[]] };
  expect(results[0].map((r) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
  expect(results[0][0]).toEqual({ id: 2, name: 'thing number 2' });
  expect(results[1]).toEqual([{ n: 39 }]);
});

test('never compresses, even above 1 KB to a caller that accepts brotli: the floor is the true minimum', async () => {
  const plain = await get('/call/0');
  expect(plain.body.length).toBeGreaterThan(1024);
  const res = await get('/call/0', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(Number(res.headers['content-length'])).toBe(res.body.length);
  expect(res.body.equals(plain.body)).toBe(true);
});

test('an unknown call is a 404 and a failing statement a 500 with its reason', async () => {
  expect((await get('/call/7')).status).toBe(404);
  expect((await get('/nothing')).status).toBe(404);
  const failed = await get('/call/1');
  expect(failed.status).toBe(500);
  expect(JSON.parse(failed.body.toString()).detail).toMatch(/nowhere/);
});

test('sends a statement the product names as the same named statement, so PostgreSQL parses it once a connection as it does for the product', async () => {
  // One connection, so that the statement's session is the one asked.
  const single = new pg.Pool({ connectionString: url, max: 1 });
  const named: Statement = { ...count, name: 'floor_count_things' };
  const one = http.createServer(floorListener(single, [[named]]));
  await new Promise<void>((resolve) => one.listen(0, '127.0.0.1', resolve));
  try {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${(one.address() as AddressInfo).port}/call/0`);
      expect(await res.json()).toEqual({ results: [[{ n: 39 }]] });
    }
    const { rows } = await single.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
    expect(rows).toEqual([{ name: 'floor_count_things', statement: count.text }]);
  } finally {
    one.closeAllConnections();
    await new Promise((resolve) => one.close(resolve));
    await single.end();
  }
});

test('runs as a process of its own, as the bench starts it', async () => {
  const floor = await startFloor(url, [[count]]);
  try {
    const res = await fetch(`${floor.origin}/call/0`);
    expect(await res.json()).toEqual({ results: [[{ n: 39 }]] });
  } finally {
    await floor.stop();
  }
  await expect(fetch(`${floor.origin}/call/0`)).rejects.toThrow();
});

test("the bare side reports a call's rate and its p99 in ms", async () => {
  // pgbench's -T counts its connections' start, which on a loaded machine can take over a second.
  const bare = await bareLoad(url, [page, count], 2, 3);
  expect(bare.rate).toBeGreaterThan(0);
  expect(bare.p99).toBeGreaterThan(0);
  // A call of two statements on 40 rows: well under a second even on a loaded machine; µs read as ms would be ×1000.
  expect(bare.p99).toBeLessThan(1000);
});

describe("a miss says when the floor misses too", () => {
  const row = { name: 'users: page 2', kind: 'list' as const, rate: 1000, p50: 15, p99: 40, bare: 5000, bareMs: 3.2, bareP99: 6, ratio: 0.2, errors: 0 };
  it('names the floor beside a p99 it misses as well', () => {
    expect(misses({ ...row, floor: { rate: 2000, p99: 30, ratio: 0.4 } })).toEqual(["p99 40.0 ms > 25 (the floor's p99 30.0 ms)"]);
  });
  it('says nothing of a floor that meets the target: that part of the gap is the product\'s', () => {
    expect(misses({ ...row, floor: { rate: 4000, p99: 12, ratio: 0.8 } })).toEqual(['p99 40.0 ms > 25']);
  });
});
