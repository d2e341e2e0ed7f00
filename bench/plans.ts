import pg from 'pg';
import { PAGING } from '../domain/paging';
import { TARGETS } from './report';
import type { Statement } from './sqlCapture';
import { SEARCH_COLUMN } from '../server/db/schema/search';

/** A table with more rows than this must never be read whole by a screen's list. */
export const LARGE_TABLE_ROWS = 50_000;
/**
 * A sequential scan that a LIMIT above it stops early reads about limit ÷ (matching rows ÷ table
 * rows) rows: the capped count of a filter matching 87 % of 100,000 vehicles reads ~11,500. It
 * fails when that is more rows than a large table has: a whole read of a large table by another name.
 */
const rowsRead = (limit: number, matching: number, tableRows: number) => Math.min(tableRows, (limit * tableRows) / Math.max(1, matching));

/** Nodes that read all their input before giving a row: a LIMIT above them does not stop the scan below. */
const BLOCKING = new Set(['Sort', 'Aggregate', 'Hash', 'Materialize', 'SetOp', 'WindowAgg', 'Unique']);

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  /** 'Outer', 'Inner', 'InitPlan', 'SubPlan', …: how the node feeds its parent. */
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Nodes that read a table's rows (a Bitmap Index Scan's are read again by its Bitmap Heap Scan, so it is left out). */
const RELATION_SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan', 'Tid Scan', 'Tid Range Scan', 'Sample Scan']);

/** How far the kit's capped counts count (server/kit/query.ts cappedCount, home's figures): the cap + 1. */
export const COUNT_CAP = PAGING.countCap + 1;

/** What a statement's scans read, from EXPLAIN (ANALYZE, FORMAT JSON). */
export interface Examination {
  /** Rows the scans outside capped counts read: (rows + removed by filter + removed by index recheck) × loops. */
  examined: number;
  /** The plan's top actual rows, at least 1. */
  returned: number;
  /** Rows an OFFSET passed over: a Limit's input rows beyond its output (what a page by number must read). */
  skipped: number;
  /** Rows each capped count's scans read (judged against the cap, not the rows returned). */
  counts: number[];
  /** A free-text search that wanders: the same statement run without the access its plan took (an index walk, or the trigram index). */
  otherPlan?: OtherPlan;
}

/** What a wandering search's other plan examines, and both plans' execution times in one run each. */
export interface OtherPlan {
  /** What the other plan goes without: the one access a search's own plan took. */
  without: 'an index walk' | 'its trigram index';
  examined: number;
  ms: number;
  ownMs: number;
}

/**
 * A free-text search (server/kit/query.ts searchCondition). Its trigram index gives the matches
 * in no order: the planner either walks the sort's index, filtering, or reads every match and
 * sorts them. No index serves a part of a text in a column's order.
 */
const SEARCHES = new RegExp(`"${SEARCH_COLUMN}" LIKE `);

const rowsOf = (node: PlanNode) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
const scanned = (node: PlanNode) => ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1);
/** The node a node reads its rows from (not its InitPlans or SubPlans). */
const outer = (node: PlanNode) => node.Plans?.find((child) => child['Parent Relationship'] === 'Outer' || child['Parent Relationship'] === undefined);

/** A capped count: an aggregate over a Limit (through any subquery scans): `count(*) FROM (… LIMIT n)`. */
function isCappedCount(node: PlanNode): boolean {
  if (node['Node Type'] !== 'Aggregate') return false;
  let below = outer(node);
  while (below?.['Node Type'] === 'Subquery Scan') below = outer(below);
  return below?.['Node Type'] === 'Limit';
}

const hasNode = (node: PlanNode, type: string): boolean => node['Node Type'] === type || (node.Plans ?? []).some((child) => hasNode(child, type));

const sumScans = (node: PlanNode): number => (RELATION_SCANS.has(node['Node Type']) ? scanned(node) : 0) + (node.Plans ?? []).reduce((n, child) => n + sumScans(child), 0);

/** The rows `plan` (an analyzed plan's root) examines, returns and skips, its capped counts apart. */
export function examine(plan: PlanNode): Examination {
  const found: Examination = { examined: 0, returned: Math.max(1, rowsOf(plan)), skipped: 0, counts: [] };
  const visit = (node: PlanNode) => {
    if (isCappedCount(node)) {
      found.counts.push(sumScans(node));
      return;
    }
    if (RELATION_SCANS.has(node['Node Type'])) found.examined += scanned(node);
    const input = node['Node Type'] === 'Limit' ? outer(node) : undefined;
    if (input) found.skipped += Math.max(0, rowsOf(input) - rowsOf(node));
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return found;
}

/** More rows examined than 20× those returned beyond the rows an OFFSET skips. */
const overExamined = (e: Examination, per: number) => e.examined > per * e.returned + e.skipped;

/**
 * Where a list statement's plan wanders: it examines more than 20× the rows it returns beyond
 * the rows an OFFSET skips, or a capped count reads more than 20× its cap. Empty: it does not.
 */
export function wanders(e: Examination, per = TARGETS.examinedPerReturned, cap = COUNT_CAP): string[] {
  const out: string[] = [];
  if (overExamined(e, per)) {
    const skip = e.skipped ? ` (${e.skipped} skipped by its OFFSET)` : '';
    out.push(`examines ${e.examined} rows${skip} for ${e.returned} returned (${((e.examined - e.skipped) / e.returned).toFixed(0)}× > ${per}×)${e.otherPlan ? otherPlanSays(e.examined, e.otherPlan) : ''}`);
  }
  for (const counted of e.counts) if (counted > per * cap) out.push(`a capped count examines ${counted} rows (> ${per}× its cap of ${cap})`);
  return out;
}

/** Whether a wandering search has a plan that examines fewer rows: when not, no index PostgreSQL offers would help it. */
function otherPlanSays(examined: number, other: OtherPlan) {
  const figures = `${other.examined} (${other.ms.toFixed(1)} ms against this plan's ${other.ownMs.toFixed(1)})`;
  return other.examined >= examined
    ? `; a search against its sort: its plan without ${other.without} examines ${figures}, so none examines fewer`
    : `; its plan without ${other.without} examines fewer: ${figures}`;
}

/** An analyzed plan in one line a node each: type, table or index, actual rows × loops, rows a filter removed. */
export function outline(node: PlanNode, depth = 0): string {
  const what = [node['Index Name'] && `using ${node['Index Name']}`, node['Relation Name'] && `on ${node['Relation Name']}`].filter(Boolean).join(' ');
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  const line = `${'  '.repeat(depth)}${node['Parent Relationship'] === 'InitPlan' || node['Parent Relationship'] === 'SubPlan' ? `[${node['Parent Relationship']}] ` : ''}${node['Node Type']}${what ? ` ${what}` : ''}: rows ${node['Actual Rows'] ?? '?'} × ${node['Actual Loops'] ?? '?'}${removed ? `, removed ${removed}` : ''}`;
  return [line, ...(node.Plans ?? []).map((child) => outline(child, depth + 1))].join('\n');
}

export interface PlanFinding {
  statement: string;
  /** Sequential scans of large tables: what the bench fails on. */
  seqScans: string[];
  /** The indexes the plan uses, to show which one serves the screen. */
  indexes: string[];
}

/** Visits every node with the row count of the LIMIT that can stop it early (Infinity: none). */
function walk(node: PlanNode, visit: (node: PlanNode, limit: number) => void, limit = Infinity) {
  visit(node, limit);
  const below = node['Node Type'] === 'Limit' ? Math.min(limit, node['Plan Rows'] ?? Infinity) : BLOCKING.has(node['Node Type']) ? Infinity : limit;
  for (const child of node.Plans ?? []) walk(child, visit, below);
}

/** Explains statements with their own parameters (a custom plan, as the server's call gets). */
export async function openPlanner(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ relname: string; reltuples: number }>(`SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND reltuples > $1`, [LARGE_TABLE_ROWS]);
  const large = new Set(rows.map((r) => r.relname));
  const sizes = new Map(rows.map((r) => [r.relname, Number(r.reltuples)]));
  return {
    large,
    async explain(statement: Statement): Promise<PlanFinding> {
      const { rows: plan } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
      const seqScans: string[] = [];
      const indexes: string[] = [];
      walk(plan[0]['QUERY PLAN'][0].Plan, (node, limit) => {
        const table = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && table && large.has(table) && rowsRead(limit, node['Plan Rows'] ?? 1, sizes.get(table)!) > LARGE_TABLE_ROWS) seqScans.push(table);
        if (node['Index Name']) indexes.push(node['Index Name']);
      });
      return { statement: statement.text.replace(/\s+/g, ' ').slice(0, 160), seqScans, indexes: [...new Set(indexes)] };
    },
    /**
     * EXPLAIN (ANALYZE, FORMAT JSON) of one statement, in a transaction rolled back (a call's
     * statements are reads, but ANALYZE runs whatever it is given): what its scans read; for a
     * search that wanders, also what its other plan reads (the trigram index's matches sorted for
     * an index walk, and the other way round), to tell a plan that could examine fewer from one that cannot.
     */
    async examine(statement: Statement): Promise<{ examination: Examination; plan: PlanNode }> {
      const run = async (settings: string[]) => {
        await client.query('BEGIN');
        try {
          for (const setting of settings) await client.query(`SET LOCAL ${setting}`);
          const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
          return rows[0]['QUERY PLAN'][0];
        } finally {
          await client.query('ROLLBACK');
        }
      };
      const own = await run([]);
      const examination = examine(own.Plan);
      if (SEARCHES.test(statement.text) && overExamined(examination, TARGETS.examinedPerReturned)) {
        const bitmap = hasNode(own.Plan, 'Bitmap Heap Scan');
        const other = await run(bitmap ? ['enable_bitmapscan = off'] : ['enable_indexscan = off', 'enable_indexonlyscan = off']);
        const without = bitmap ? 'its trigram index' : 'an index walk';
        examination.otherPlan = { without, examined: Math.round(examine(other.Plan).examined), ms: other['Execution Time'], ownMs: own['Execution Time'] };
      }
      return { examination, plan: own.Plan };
    },
    /** EXPLAIN ANALYZE of one statement, as text: where a slow row's SQL spends its time (`--analyze`). */
    async analyze(statement: Statement): Promise<string> {
      const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      return plan.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: () => client.end(),
  };
}
