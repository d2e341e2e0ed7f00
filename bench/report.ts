/** The performance targets (docs/PERFORMANCE.md), one place. */
export const TARGETS = {
  listP99Ms: 25,
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
  /**
   * The floor (bench/floor.ts: node:http + node-postgres + JSON + the same compression, nothing
   * else) loaded the same way: its rate and p99, medians of the rounds, and the median of its
   * rounds' ratios to bare. Absent when the floor was not measured (--skip-floor).
   */
  floor?: { rate: number; p99: number; ratio: number };
}

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
  return out;
}

export function loadTable(rows: Row[]): string {
  const head = `${pad('call', 52)} ${left('req/s', 7)} ${left('p50', 7)} ${left('p99', 7)} ${left('bare/s', 8)} ${left('bare ms', 8)} ${left('ratio', 6)} ${left('floor/s', 8)} ${left('fl p99', 7)} ${left('fl rat', 6)}  target`;
  const lines = rows.map((r) => {
    const target = r.kind === 'list' ? `p99≤${TARGETS.listP99Ms} ms, ≥${TARGETS.listRatio}` : `≥${TARGETS.recordRatio}`;
    const miss = misses(r);
    return `${pad(r.name, 52)} ${left(fixed(r.rate), 7)} ${left(fixed(r.p50, 1), 7)} ${left(fixed(r.p99, 1), 7)} ${left(fixed(r.bare), 8)} ${left(fixed(r.bareMs, 1), 8)} ${left(fixed(r.ratio, 2), 6)} ${left(fixed(r.floor?.rate ?? NaN), 8)} ${left(fixed(r.floor?.p99 ?? NaN, 1), 7)} ${left(fixed(r.floor?.ratio ?? NaN, 2), 6)}  ${miss.length ? `MISS ${target}: ${miss.join('; ')}` : `ok ${target}`}`;
  });
  return [head, ...lines].join('\n');
}
