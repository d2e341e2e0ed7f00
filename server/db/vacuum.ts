import type pg from 'pg';

/**
 * Tables of at least this many 8 kB pages (~8 MB) are worth a VACUUM at start-up when their
 * visibility map is mostly empty; smaller ones are cheap to read whole anyway.
 */
export const REWRITTEN_MIN_PAGES = 1_000;

/**
 * VACUUM ANALYZE the tables whose visibility map is mostly empty: a migration that rewrites a
 * table (a stored generated column, a type change) empties it, and autovacuum never comes for a
 * table that is rewritten and then left alone. Until then a list's capped count reads the heap
 * instead of its index alone, several times slower on a large table.
 * Not in a transaction (VACUUM refuses one). Answers the tables vacuumed.
 * The migrator calls it only after applying migrations (a hot table is often less than half
 * visible between autovacuums, and every start would vacuum it while other instances wait on the
 * migration lock); so a process killed during this VACUUM leaves it to autovacuum or to an
 * operator's `VACUUM ANALYZE`.
 */
export async function vacuumRewrittenTables(client: pg.ClientBase, minPages = REWRITTEN_MIN_PAGES): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public' AND c.relpages >= $1 AND c.relallvisible < c.relpages / 2`,
    [minPages],
  );
  for (const { name } of rows) await client.query(`VACUUM (ANALYZE) ${name}`);
  return rows.map((r) => r.name);
}

/** How many migrations the database records as applied (none on a new database). */
export async function appliedMigrations(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!rows[0].present) return 0;
  return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n;
}
