import pg from 'pg';

/** A table as a backup copies it: its columns but the generated ones (COPY FROM refuses those). */
export interface TableInfo {
  name: string;
  columns: string[];
  /** Primary key columns: the backup's rows come in their order, so a checksum names the content. */
  key: string[];
  /** Key columns compared as text (COLLATE "C"): the order is the same whatever the cluster's collation. */
  textKey: string[];
}

const q = (name: string) => pg.escapeIdentifier(name);

/**
 * The session settings that fix how COPY writes values (timestamps in UTC, ISO dates, exact
 * floats), so the same rows make the same bytes on any cluster and any PostgreSQL from 15 on.
 */
export async function fixOutputSettings(client: pg.ClientBase) {
  await client.query(`SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 1; SET LOCAL bytea_output = 'hex'`);
}

/** Every ordinary table of the public schema, by name. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; key: string[] | null; text_key: string[] | null }>(`
    SELECT c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns,
           (SELECT array_agg(k.attname::text ORDER BY array_position(i.indkey::int2[], k.attnum))
              FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
             WHERE i.indrelid = c.oid AND i.indisprimary) AS key,
           (SELECT array_agg(k.attname::text) FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
             WHERE i.indrelid = c.oid AND i.indisprimary AND k.attcollation <> 0) AS text_key
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     GROUP BY c.oid, c.relname ORDER BY c.relname`);
  return rows.map((r) => ({ name: r.name, columns: r.columns, key: r.key ?? [], textKey: r.text_key ?? [] }));
}

/** The statement that copies a table's rows out, in key order. */
export function copyOutSql(table: TableInfo): string {
  const columns = table.columns.map(q).join(', ');
  const order = table.key.map((k) => (table.textKey.includes(k) ? `${q(k)} COLLATE "C"` : q(k))).join(', ');
  return `COPY (SELECT ${columns} FROM ${q(table.name)}${order ? ` ORDER BY ${order}` : ''}) TO STDOUT`;
}

export const copyInSql = (name: string, columns: string[]) => `COPY ${q(name)} (${columns.map(q).join(', ')}) FROM STDIN`;

export interface SequenceState {
  name: string;
  value: number;
  called: boolean;
}

/** Where every sequence of the public schema stands (what the next id of each table will be). */
export async function readSequences(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  const states: SequenceState[] = [];
  for (const { name } of rows) {
    const { rows: [s] } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${q(name)}`);
    states.push({ name, value: Number(s.last_value), called: s.is_called });
  }
  return states;
}

export async function writeSequences(client: pg.ClientBase, states: SequenceState[]) {
  for (const s of states) await client.query('SELECT setval($1::regclass, $2, $3)', [q(s.name), s.value, s.called]);
}

/**
 * Tables the migrations fill themselves (one settings row each): a database holding only these
 * rows is as empty as a new one. A test restores into a freshly migrated database to keep this true.
 */
const FILLED_BY_MIGRATIONS = ['configuracion', 'trip_totals_zone'];

/** The public tables that hold rows (beyond the migrations' own), or none when the database is empty. */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const full: string[] = [];
  for (const { name } of rows) {
    const most = FILLED_BY_MIGRATIONS.includes(name) ? 1 : 0;
    const { rowCount } = await client.query(`SELECT 1 FROM ${q(name)} LIMIT ${most + 1}`);
    if ((rowCount ?? 0) > most) full.push(name);
  }
  return full;
}

/**
 * Sets aside, for the restore's transaction, what would refuse or rewrite rows written table by
 * table, and answers how to put it back as it was:
 * - the foreign keys, dropped and added again after the rows (as pg_dump does): some tables
 *   reference each other (a loan and its audits, its cards), so no order of tables satisfies them
 *   one at a time. Added again, each checks every row at once, and a row pointing nowhere fails it.
 * - the tables' own triggers (some fire ALWAYS): the restored rows are their results already, and
 *   the trips' month totals, firing again, would count every trip twice.
 */
export async function setAsideChecks(client: pg.ClientBase): Promise<() => Promise<void>> {
  const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(`
    SELECT c.relname AS tbl, f.conname AS name, pg_get_constraintdef(f.oid) AS def FROM pg_constraint f
      JOIN pg_class c ON c.oid = f.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE f.contype = 'f' AND n.nspname = 'public' ORDER BY 1, 2`);
  const { rows: triggers } = await client.query<{ tbl: string; name: string; enabled: string }>(`
    SELECT c.relname AS tbl, t.tgname AS name, t.tgenabled AS enabled FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled <> 'D' ORDER BY 1, 2`);
  for (const k of keys) await client.query(`ALTER TABLE ${q(k.tbl)} DROP CONSTRAINT ${q(k.name)}`);
  for (const t of triggers) await client.query(`ALTER TABLE ${q(t.tbl)} DISABLE TRIGGER ${q(t.name)}`);
  const how: Record<string, string> = { O: 'ENABLE', A: 'ENABLE ALWAYS', R: 'ENABLE REPLICA' };
  return async () => {
    for (const t of triggers) await client.query(`ALTER TABLE ${q(t.tbl)} ${how[t.enabled]} TRIGGER ${q(t.name)}`);
    for (const k of keys) await client.query(`ALTER TABLE ${q(k.tbl)} ADD CONSTRAINT ${q(k.name)} ${k.def}`);
  };
}
