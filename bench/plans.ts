import pg from 'pg';
import type { Statement } from './sqlCapture';

/** A table with more rows than this must never be read whole by a screen's list. */
export const LARGE_TABLE_ROWS = 50_000;

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

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Explains statements with their own parameters (a custom plan, as the server's call gets). */
export async function openPlanner(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ relname: string }>(`SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples > $1`, [LARGE_TABLE_ROWS]);
  const large = new Set(rows.map((r) => r.relname));
  return {
    large,
    async explain(statement: Statement): Promise<PlanFinding> {
      const { rows: plan } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
      const seqScans: string[] = [];
      const indexes: string[] = [];
      walk(plan[0]['QUERY PLAN'][0].Plan, (node) => {
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name'])) seqScans.push(node['Relation Name']);
        if (node['Index Name']) indexes.push(node['Index Name']);
      });
      return { statement: statement.text.replace(/\s+/g, ' ').slice(0, 160), seqScans, indexes: [...new Set(indexes)] };
    },
    close: () => client.end(),
  };
}
