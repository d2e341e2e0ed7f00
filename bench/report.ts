import type { CpuPerCall } from './cpu';

/** The performance targets (docs/PERFORMANCE.md), one place. */
export const TARGETS = {
  listP99Ms: 25,
  /** Node's CPU per call ÷ PostgreSQL's, at most; where the floor's own ratio is above it, the floor's × cpuOverFloor. */
  cpuRatio: 1,
  cpuOverFloor: 1.1,
  /** A list statement examines at most this many times the rows it returns (bench/plans.ts). */
  examinedPerReturned: 20,
  listRatio: 0.6,
  recordRatio: 0.4,
  exportGrowthMb: 100,
  timeTo100RowsMs: 400,
} as const;

export interface Row {
  name: string;
  kind: 'list' | 'record';
  rate: number;
  p50: number;
  p99: number;
  bare: number;
  /**
   * The bare SQL's own mean latency at the same connections (Little's law: connections ÷ bare/s).
   * A p99 under this is out of reach for any server in front of that SQL; the row says so.
   */
  bareMs: number;
  ratio: number;
  errors: number;
  /** CPU per call of the server's processes and of PostgreSQL during the rounds (medians; bench/cpu.ts). */
  cpu?: CpuPerCall;
  /**
   * The floor (bench/floor.ts: node:http + node-postgres + JSON + the same compression, nothing
   * else) loaded the same way: its rate and p99, medians of the rounds, and the median of its
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

/** What a row misses of its targets (empty: it meets them). */
export function misses(row: Row): string[] {
  const out: string[] = [];
  if (row.errors) out.push(`${row.errors} failed requests`);
  if (row.kind === 'list' && !(row.p99 <= TARGETS.listP99Ms)) {
    const bound =
      row.bareMs > TARGETS.listP99Ms
        ? ` (the bare SQL alone averages ${fixed(row.bareMs, 1)} ms)`
        : row.floor && !(row.floor.p99 <= TARGETS.listP99Ms)
          ? ` (the floor's p99 ${fixed(row.floor.p99, 1)} ms)`
          : '';
    out.push(`p99 ${beside(row.p99, TARGETS.listP99Ms, 1)} ms > ${TARGETS.listP99Ms}${bound}`);
  }
  const target = row.kind === 'list' ? TARGETS.listRatio : TARGETS.recordRatio;
  if (!(row.ratio >= target)) {
    const bound = row.floor && !(row.floor.ratio >= target) ? ` (the floor's ${fixed(row.floor.ratio, 2)})` : '';
    out.push(`ratio ${beside(row.ratio, target, 2)} < ${target}${bound}`);
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

export function loadTable(rows: Row[]): string {
  const head = `${pad('call', 52)} ${left('req/s', 7)} ${left('p50', 7)} ${left('p99', 7)} ${left('bare/s', 8)} ${left('bare ms', 8)} ${left('ratio', 6)} ${left('floor/s', 8)} ${left('fl p99', 7)} ${left('fl rat', 6)} ${left('node µs', 8)} ${left('pg µs', 7)} ${left('N÷PG', 5)} ${left('fl N÷PG', 7)}  target`;
  const lines = rows.map((r) => {
    const target = `${r.kind === 'list' ? `p99≤${TARGETS.listP99Ms} ms, ≥${TARGETS.listRatio}` : `≥${TARGETS.recordRatio}`}${r.cpu ? `, ${cpuTargetText(r)}` : ''}`;
    const miss = misses(r);
    return `${pad(r.name, 52)} ${left(fixed(r.rate), 7)} ${left(fixed(r.p50, 1), 7)} ${left(fixed(r.p99, 1), 7)} ${left(fixed(r.bare), 8)} ${left(fixed(r.bareMs, 1), 8)} ${left(fixed(r.ratio, 2), 6)} ${left(fixed(r.floor?.rate ?? NaN), 8)} ${left(fixed(r.floor?.p99 ?? NaN, 1), 7)} ${left(fixed(r.floor?.ratio ?? NaN, 2), 6)} ${left(fixed(r.cpu?.nodeUs ?? NaN), 8)} ${left(fixed(r.cpu?.pgUs ?? NaN), 7)} ${left(fixed(r.cpu?.ratio ?? NaN, 2), 5)} ${left(fixed(r.floor?.cpu?.ratio ?? NaN, 2), 7)}  ${miss.length ? `MISS ${target}: ${miss.join('; ')}` : `ok ${target}`}`;
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
