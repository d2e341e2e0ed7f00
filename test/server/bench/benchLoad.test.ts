import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { load, readWrk, wrkMs } from '../../../bench/load';
import { misses } from '../../../bench/report';

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
  const row = { name: 'users: plant', kind: 'list' as const, rate: 400, p50: 30, p99: 60, bare: 500, bareMs: 32, ratio: 0.8, errors: 0 };
  it('says when the bare SQL alone is slower on average than the p99 target', () => {
    expect(misses(row)).toEqual(['p99 60.0 ms > 25 (the bare SQL alone averages 32.0 ms)']);
    expect(misses({ ...row, bare: 2000, bareMs: 8, ratio: 0.2 })).toEqual(['p99 60.0 ms > 25', 'ratio 0.20 < 0.6']);
    expect(misses({ ...row, p99: 20 })).toEqual([]);
  });

  it('prints a figure just past its target with the digits that show it is past', () => {
    const record = { ...row, kind: 'record' as const, ratio: 0.3996 };
    expect(misses(record)).toEqual(['ratio 0.3996 < 0.4']);
    expect(misses({ ...row, p99: 25.04, bareMs: 8 })).toEqual(['p99 25.04 ms > 25']);
    expect(misses({ ...record, ratio: 0.3949 })).toEqual(['ratio 0.39 < 0.4']);
  });
});
