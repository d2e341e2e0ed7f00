import pg from 'pg';
import type { Statement } from './sqlCapture';

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

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
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
    /** EXPLAIN ANALYZE of one statement, as text: where a slow row's SQL spends its time (`--analyze`). */
    async analyze(statement: Statement): Promise<string> {
      const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      return plan.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: () => client.end(),
  };
}
