import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pgbenchP99 } from '../../../bench/bare';
import { load, readWrk, wrkMs } from '../../../bench/load';
import { loadTable, misses, startReport } from '../../../bench/report';

/** The bench reads wrk's report (bench/load.ts): rates, percentiles and errors as the Node client counts them. */
const report = (extra = '') => `Running 3s test @ http://127.0.0.1:4600/api/usuarios/5001/
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.10ms    2.09ms  38.41ms   89.60%
    Req/Sec     1.95k   226.30     2.37k    71.67%
  Latency Distribution
     50%  812.00us
     75%    4.64ms
     90%    5.85ms
     99%    1.02s
  12000 requests in 3.00s, 11.38MB read
${extra}Requests/sec:   4000.00
Transfer/sec:      3.79MB
`;

describe("wrk's report", () => {
  it('reads durations in their units', () => {
    expect([wrkMs('812.00us'), wrkMs('4.64ms'), wrkMs('1.02s'), wrkMs('1.5m'), wrkMs('x')]).toEqual([0.812, 4.64, 1020, 90_000, NaN]);
  });

  it('reads the rate of good answers, p50 and p99', () => {
    expect(readWrk(report())).toEqual({ requests: 12000, errors: 0, rate: 4000, p50: 0.812, p99: 1020, firstError: undefined });
  });

  it('leaves answers other than 2xx out of the rate and counts them and socket errors as errors', () => {
    const figures = readWrk(report('  Socket errors: connect 0, read 2, write 0, timeout 1\n  Non-2xx or 3xx responses: 300\n'));
    expect(figures).toMatchObject({ requests: 11700, errors: 303, rate: 3900 });
    expect(figures.firstError).toMatch(/300 answers not 2xx\/3xx, 3 socket errors/);
  });

  it('refuses a report without a rate', () => {
    expect(() => readWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/wrk printed no rate/);
  });
});

describe('the load', () => {
  it('asks as a browser does: a compressed answer, with the token', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      if (seen.length < 5) seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await load(`http://127.0.0.1:${port}`, 'the-token', { method: 'GET', path: '/api/usuarios/' }, 2, 1);
      expect(result.requests).toBeGreaterThan(0);
      expect(seen[0]).toMatchObject({ authorization: 'Bearer the-token', accept: 'application/json' });
      expect(seen[0]['accept-encoding']).toMatch(/\bbr\b/);
      expect(seen[0]['accept-encoding']).toMatch(/\bgzip\b/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the bench's misses", () => {
  const row = { name: 'users: plant', kind: 'list' as const, rate: 400, p50: 30, p99: 60, bare: 2000, bareMs: 8, bareP99: 9, ratio: 0.2, errors: 0 };
  it('holds a list whose bare SQL answers within 10 ms at p99 to a p99 of 25 ms', () => {
    expect(misses(row)).toEqual(['p99 60.0 ms > 25']);
    expect(misses({ ...row, bareP99: 10 })).toEqual(['p99 60.0 ms > 25']);
    expect(misses({ ...row, p99: 25 })).toEqual([]);
    expect(loadTable([row]).split('\n')[1]).toMatch(/MISS p99≤25 ms: p99 60\.0 ms > 25$/);
  });

  it('holds no list to it whose bare SQL is over 10 ms at p99, and says so', () => {
    const slow = { ...row, bareP99: 10.4 };
    expect(misses(slow)).toEqual([]);
    expect(loadTable([slow]).split('\n')[1]).toMatch(/ok p99 not held \(bare p99 10\.4 ms > 10\)$/);
  });

  it('holds no record to it: records are not lists', () => {
    expect(misses({ ...row, kind: 'record' })).toEqual([]);
    expect(loadTable([{ ...row, kind: 'record' }]).split('\n')[1]).toMatch(/ok none$/);
  });

  it('prints the ratio to bare without judging it: no longer a target', () => {
    const line = loadTable([{ ...row, p99: 20, ratio: 0.05 }]).split('\n');
    expect(line[0]).toMatch(/bare p99\s+ratio/);
    expect(line[1]).toMatch(/\s9\.0\s+0\.05\s/);
    expect(line[1]).toMatch(/ok p99≤25 ms$/);
  });

  it('prints a p99 just past its target with the digits that show it is past', () => {
    expect(misses({ ...row, p99: 25.04 })).toEqual(['p99 25.04 ms > 25']);
  });
});

describe("the bare SQL's p99", () => {
  it("reads pgbench's per-transaction logs (one a thread), times in µs, as ms", () => {
    // client, transaction, time µs, script, epoch, µs: 100 transactions, 1 of them slow.
    const thread = (from: number, n: number, us: (i: number) => number) =>
      Array.from({ length: n }, (_, i) => `${i % 8} ${from + i} ${us(i)} 0 1796000000 ${i}`).join('\n') + '\n';
    const logs = [thread(0, 50, () => 2000), thread(0, 50, (i) => (i === 49 ? 90_000 : i >= 47 ? 12_500 : 3000))];
    expect(pgbenchP99(logs)).toBe(90);
    expect(pgbenchP99([thread(0, 200, (i) => (i < 197 ? 1000 : 15_000))])).toBe(15);
    expect(pgbenchP99([''])).toBeNaN();
  });
});

describe('the start target', () => {
  it('judges the median of the second starts against 5 s', () => {
    expect(startReport([4200, 6100, 4800], false)).toEqual({ line: 'second starts: 4.2, 6.1, 4.8 s; median 4.8 s  ok ≤ 5 s' });
    expect(startReport([5200, 4100, 5030], false)).toEqual({ line: 'second starts: 5.2, 4.1, 5.0 s; median 5.03 s  MISS ≤ 5 s', miss: 'start: a second start took 5.03 s > 5' });
  });

  it('misses when a second start on an unchanged checkout built the client again', () => {
    expect(startReport([3000, 3000, 3000], true).miss).toBe('start: a second start on an unchanged checkout built the client again');
  });
});
