import type { CpuPerCall } from './cpu';
import { median } from './load';

/** The performance targets (docs/PERFORMANCE.md), one place. */
export const TARGETS = {
  /** A list's p99 at 16 connections, for a list whose bare SQL's own p99 is at most bareP99Ms; no target otherwise. */
  listP99Ms: 25,
  bareP99Ms: 10,
  /** Node's CPU per call ÷ PostgreSQL's, at most; where the floor's own ratio is above it, the floor's × cpuOverFloor. */
  cpuRatio: 1,
  cpuOverFloor: 1.1,
  /** A list statement examines at most this many times the rows it returns (bench/plans.ts). */
  examinedPerReturned: 20,
  exportGrowthMb: 100,
  /** A second `npm start` on an unchanged checkout, from launch to /api/ready 200 (bench/start.ts). */
  startMs: 5000,
} as const;

export interface Row {
  name: string;
  kind: 'list' | 'record';
  rate: number;
  p50: number;
  p99: number;
  bare: number;
  /** The bare SQL's own mean latency at the same connections (Little's law: connections ÷ bare/s), for information. */
  bareMs: number;
  /** The bare SQL's p99 per call, ms (bench/bare.ts): over TARGETS.bareP99Ms, the list is held to no p99. */
  bareP99: number;
  /** Rate ÷ bare rate: printed for information, not a target. */
  ratio: number;
  errors: number;
  /** CPU per call of the server's processes and of PostgreSQL during the rounds (medians; bench/cpu.ts). */
  cpu?: CpuPerCall;
  /**
   * The floor (bench/floor.ts: node:http + node-postgres + JSON, no compression, nothing else) loaded the same way: its rate and p99, medians of the rounds, and the median of its
   * rounds' ratios to bare. Absent when the floor was not measured (--skip-floor).
   */
  floor?: { rate: number; p99: number; ratio: number; cpu?: CpuPerCall };
}

/**
 * The CPU target of a row: Node ÷ PostgreSQL ≤ 1, or, where the floor (no Node server does
 * less) is above 1 itself, the floor's ratio × 1.1; `floor` says which.
 */
export function cpuTarget(row: Pick<Row, 'floor'>): { ratio: number; floor?: number } {
  const floor = row.floor?.cpu?.ratio;
  return floor !== undefined && floor > TARGETS.cpuRatio ? { ratio: floor * TARGETS.cpuOverFloor, floor } : { ratio: TARGETS.cpuRatio };
}

const cpuTargetText = (row: Row) => {
  const target = cpuTarget(row);
  return target.floor === undefined ? `N÷PG≤${TARGETS.cpuRatio}` : `N÷PG≤${fixed(target.ratio, 2)} (floor ${fixed(target.floor, 2)}×${TARGETS.cpuOverFloor})`;
};

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
const left = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** A figure with enough digits to read as on its side of `target` (0.3996 as "0.3996", not "0.40" beside "< 0.4"). */
const beside = (value: number, target: number, digits: number) => {
  for (let d = digits; d < digits + 4; d++) {
    const text = fixed(value, d);
    if (Number(text) !== target) return text;
  }
  return String(value);
};

/** Whether a row is held to the p99 target: a list whose bare SQL answers within TARGETS.bareP99Ms at p99 (or whose bare p99 is unknown). */
export const heldToP99 = (row: Pick<Row, 'kind' | 'bareP99'>) => row.kind === 'list' && !(row.bareP99 > TARGETS.bareP99Ms);

/** What a row misses of its targets (empty: it meets them). The ratio to bare is not one. */
export function misses(row: Row): string[] {
  const out: string[] = [];
  if (row.errors) out.push(`${row.errors} failed requests`);
  if (heldToP99(row) && !(row.p99 <= TARGETS.listP99Ms)) {
    const bound = row.floor && !(row.floor.p99 <= TARGETS.listP99Ms) ? ` (the floor's p99 ${fixed(row.floor.p99, 1)} ms)` : '';
    out.push(`p99 ${beside(row.p99, TARGETS.listP99Ms, 1)} ms > ${TARGETS.listP99Ms}${bound}`);
  }
  if (row.cpu && Number.isFinite(row.cpu.ratio)) {
    const cpu = cpuTarget(row);
    if (row.cpu.ratio > cpu.ratio) {
      const bound = cpu.floor === undefined ? '' : ` (the floor's ${fixed(cpu.floor, 2)} × ${TARGETS.cpuOverFloor}: the floor misses ${TARGETS.cpuRatio} too)`;
      out.push(`CPU Node ÷ PG ${beside(row.cpu.ratio, cpu.ratio, 2)} > ${fixed(cpu.ratio, 2)}${bound}`);
    }
  }
  return out;
}

/** A row's targets as printed beside it. */
const targetText = (r: Row) => {
  const latency =
    r.kind === 'record' ? '' : heldToP99(r) ? `p99≤${TARGETS.listP99Ms} ms` : `p99 not held (bare p99 ${fixed(r.bareP99, 1)} ms > ${TARGETS.bareP99Ms})`;
  return [latency, r.cpu ? cpuTargetText(r) : ''].filter(Boolean).join(', ') || 'none';
};

export function loadTable(rows: Row[]): string {
  const head = `${pad('call', 52)} ${left('req/s', 7)} ${left('p50', 7)} ${left('p99', 7)} ${left('bare/s', 8)} ${left('bare ms', 8)} ${left('bare p99', 8)} ${left('ratio', 6)} ${left('floor/s', 8)} ${left('fl p99', 7)} ${left('fl rat', 6)} ${left('node µs', 8)} ${left('pg µs', 7)} ${left('N÷PG', 5)} ${left('fl N÷PG', 7)}  target`;
  const lines = rows.map((r) => {
    const target = targetText(r);
    const miss = misses(r);
    return `${pad(r.name, 52)} ${left(fixed(r.rate), 7)} ${left(fixed(r.p50, 1), 7)} ${left(fixed(r.p99, 1), 7)} ${left(fixed(r.bare), 8)} ${left(fixed(r.bareMs, 1), 8)} ${left(fixed(r.bareP99, 1), 8)} ${left(fixed(r.ratio, 2), 6)} ${left(fixed(r.floor?.rate ?? NaN), 8)} ${left(fixed(r.floor?.p99 ?? NaN, 1), 7)} ${left(fixed(r.floor?.ratio ?? NaN, 2), 6)} ${left(fixed(r.cpu?.nodeUs ?? NaN), 8)} ${left(fixed(r.cpu?.pgUs ?? NaN), 7)} ${left(fixed(r.cpu?.ratio ?? NaN, 2), 5)} ${left(fixed(r.floor?.cpu?.ratio ?? NaN, 2), 7)}  ${miss.length ? `MISS ${target}: ${miss.join('; ')}` : `ok ${target}`}`;
  });
  return [head, ...lines].join('\n');
}

/** A call's throughput with one server process and with the default (WORKERS unset: one a core), medians of the rounds. */
export interface WorkersRow {
  name: string;
  one: number;
  all: number;
  /** CPU per call of the server's processes with the default, beside WORKERS=1's. */
  oneCpu?: CpuPerCall;
  allCpu?: CpuPerCall;
}

export function workersTable(rows: WorkersRow[], workers: string): string {
  const head = `${pad('call', 52)} ${left('WORKERS=1 req/s', 16)} ${left(`${workers} req/s`, 22)} ${left('×', 5)} ${left('node µs 1', 10)} ${left('node µs', 8)} ${left('N÷PG 1', 7)} ${left('N÷PG', 5)}`;
  const lines = rows.map(
    (r) =>
      `${pad(r.name, 52)} ${left(fixed(r.one), 16)} ${left(fixed(r.all), 22)} ${left(fixed(r.all / r.one, 2), 5)} ${left(fixed(r.oneCpu?.nodeUs ?? NaN), 10)} ${left(fixed(r.allCpu?.nodeUs ?? NaN), 8)} ${left(fixed(r.oneCpu?.ratio ?? NaN, 2), 7)} ${left(fixed(r.allCpu?.ratio ?? NaN, 2), 5)}`,
  );
  return [head, ...lines].join('\n');
}

/** The start target's line and its miss: the median of the timed second starts ≤ TARGETS.startMs, none rebuilding the client. */
export function startReport(secondsMs: number[], rebuilt: boolean): { line: string; miss?: string } {
  const medianMs = median(secondsMs);
  const seconds = (ms: number) => fixed(ms / 1000, 1);
  const over = !(medianMs <= TARGETS.startMs);
  const miss = over ? `start: a second start took ${beside(medianMs / 1000, TARGETS.startMs / 1000, 1)} s > ${TARGETS.startMs / 1000}` : rebuilt ? 'start: a second start on an unchanged checkout built the client again' : undefined;
  const line = `second starts: ${secondsMs.map(seconds).join(', ')} s; median ${beside(medianMs / 1000, TARGETS.startMs / 1000, 1)} s  ${miss ? 'MISS' : 'ok'} ≤ ${TARGETS.startMs / 1000} s${rebuilt ? ' (the client was built again)' : ''}`;
  return { line, miss };
}
