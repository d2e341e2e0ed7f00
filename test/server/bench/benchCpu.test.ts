import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuTarget, loadTable, misses, type Row } from '../../../bench/report';
import { parentPid, parseStat, perCall, postmasterPid, treeCpuMs, treePids } from '../../../bench/cpu';

/**
 * The bench's CPU per call (bench/cpu.ts): each side's process tree read from /proc before and
 * after a round, divided by its calls; the target Node ÷ PostgreSQL ≤ 1, or the floor's × 1.1.
 */

/** A /proc/<pid>/stat line: utime 14, stime 15, cutime 16, cstime 17 (clock ticks). */
const statLine = (pid: number, ppid: number, name: string, [utime, stime, cutime, cstime]: number[]) =>
  `${pid} (${name}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 100 1000 200 18446744073709551615\n`;

let proc: string;
beforeEach(() => {
  proc = mkdtempSync(path.join(tmpdir(), 'bench-proc-'));
});
afterEach(() => rmSync(proc, { recursive: true, force: true }));

const processes = (list: [number, number, string, number[]][]) => {
  for (const [pid, ppid, name, times] of list) {
    mkdirSync(path.join(proc, String(pid)));
    writeFileSync(path.join(proc, String(pid), 'stat'), statLine(pid, ppid, name, times));
  }
  // Not a process: left alone.
  mkdirSync(path.join(proc, 'self'), { recursive: true });
};

describe('/proc', () => {
  it('reads the CPU fields after the last parenthesis, whatever the command name holds', () => {
    expect(parseStat(statLine(42, 7, 'postgres: bench (x) idle', [10, 5, 3, 2]))).toEqual({ pid: 42, ppid: 7, utime: 10, stime: 5, cutime: 3, cstime: 2 });
    expect(() => parseStat('garbage')).toThrow(/not a \/proc stat line/);
  });

  it("sums a process, its descendants and their reaped children's time, and nothing else", () => {
    processes([
      [100, 1, 'postgres', [10, 10, 50, 0]], // the postmaster, 50 ticks of ended backends
      [101, 100, 'postgres: checkpointer', [1, 1, 0, 0]],
      [102, 100, 'postgres: bench idle', [200, 40, 0, 0]],
      [103, 102, 'child of a backend', [5, 0, 0, 0]],
      [200, 1, 'node', [999, 999, 0, 0]], // another tree
    ]);
    expect(treeCpuMs(100, proc, 100)).toBe((70 + 2 + 240 + 5) * 10);
    expect(treeCpuMs(200, proc, 250)).toBe((1998 * 1000) / 250);
    expect(treePids(100, proc).sort()).toEqual([100, 101, 102, 103]);
    expect(treeCpuMs(300, proc, 100)).toBeUndefined();
    expect(treePids(300, proc)).toEqual([]);
    expect([parentPid(102, proc), parentPid(300, proc)]).toEqual([100, undefined]);
  });

  it('reads a running child of this process once it has computed', async () => {
    // The child computes until it has used 300 ms of CPU by its own count (user and system, as
    // /proc counts; asking after every step made it mostly system time, which a busy machine
    // starved), then says so and idles.
    const work = 'const spent = () => { const u = process.cpuUsage(); return u.user + u.system; }; let x = 0; while (spent() < 300_000) for (let i = 0; i < 1e6; i++) x += i; console.log("spent", x > 0); setInterval(() => {}, 1000)';
    const child = spawn(process.execPath, ['-e', work], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const before = treeCpuMs(child.pid!) ?? 0;
      await new Promise<void>((resolve, reject) => {
        child.stdout.once('data', () => resolve());
        child.once('exit', (code, signal) => reject(new Error(`the child ended before it had computed (${code ?? signal})`)));
      });
      const after = treeCpuMs(child.pid!)!;
      // Ticks are 10 ms; the process's own count includes its start.
      expect(after).toBeGreaterThanOrEqual(290);
      expect(after).toBeGreaterThan(before);
      expect(treePids(process.pid)).toContain(child.pid);
      expect(treeCpuMs(process.pid)!).toBeGreaterThanOrEqual(after);
    } finally {
      child.kill();
    }
  });

  it("finds the postmaster's pid in its data folder", () => {
    writeFileSync(path.join(proc, 'postmaster.pid'), '4242\n/data/pg\n1700000000\n5432\n');
    expect(postmasterPid(proc)).toBe(4242);
    expect(postmasterPid(path.join(proc, 'none'))).toBeUndefined();
  });
});

describe('CPU per call', () => {
  it('divides each side by the calls, in µs, and gives Node ÷ PostgreSQL', () => {
    expect(perCall(1200, 600, 2000)).toEqual({ nodeUs: 600, pgUs: 300, ratio: 2 });
    expect(perCall(undefined, 600, 2000)).toMatchObject({ nodeUs: NaN, ratio: NaN });
    expect(perCall(1200, 600, 0)).toMatchObject({ nodeUs: NaN, pgUs: NaN });
  });

  const row: Row = { name: 'users: one record', kind: 'record', rate: 5000, p50: 2, p99: 5, bare: 10_000, bareMs: 1.6, bareP99: 3, ratio: 0.5, errors: 0 };
  const cpu = (ratio: number) => ({ nodeUs: 100 * ratio, pgUs: 100, ratio });

  it('holds Node to PostgreSQL where the floor meets it', () => {
    expect(cpuTarget({ floor: { rate: 1, p99: 1, ratio: 1, cpu: cpu(0.8) } })).toEqual({ ratio: 1 });
    expect(misses({ ...row, cpu: cpu(1) })).toEqual([]);
    expect(misses({ ...row, cpu: cpu(2.1), floor: { rate: 6000, p99: 4, ratio: 0.6, cpu: cpu(0.9) } })).toEqual(['CPU Node ÷ PG 2.10 > 1.00']);
  });

  it("holds it to the floor's ratio × 1.1 where the floor itself is above 1, and says so", () => {
    const floor = { rate: 6000, p99: 4, ratio: 0.6, cpu: cpu(1.5) };
    expect(cpuTarget({ floor })).toEqual({ ratio: 1.5 * 1.1, floor: 1.5 });
    expect(misses({ ...row, cpu: cpu(1.6), floor })).toEqual([]);
    expect(misses({ ...row, cpu: cpu(1.7), floor })).toEqual(["CPU Node ÷ PG 1.70 > 1.65 (the floor's 1.50 × 1.1: the floor misses 1 too)"]);
    expect(loadTable([{ ...row, cpu: cpu(1.7), floor }]).split('\n')[1]).toMatch(/N÷PG≤1\.65 \(floor 1\.50×1\.1\): CPU Node ÷ PG 1\.70/);
  });

  it('judges nothing it could not read', () => {
    expect(misses({ ...row, cpu: { nodeUs: NaN, pgUs: NaN, ratio: NaN } })).toEqual([]);
    expect(loadTable([row]).split('\n')[1]).toMatch(/ok none$/);
  });
});
