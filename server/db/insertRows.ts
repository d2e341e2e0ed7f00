import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Inserts `rows` (each with the keys of the first; an absent value is null, not the column's
 * default) as one array parameter per column, unnested: drizzle's multi-row VALUES sends one
 * parameter per cell, so a bulk call's audit or history rows (10,000 ids × 8 columns) would pass
 * the protocol's 65,535 parameters, and the arrays are several times faster to send and parse.
 */
export async function insertRows<T extends PgTable>(tx: Pick<Db, 'execute'>, table: T, rows: T['$inferInsert'][]) {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((key) => Object.hasOwn(columns, key));
  const arrays = keys.map((key) => {
    const column = columns[key];
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = sql.join(keys.map((key) => sql.identifier(columns[key].name)), sql`, `);
  await tx.execute(sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
}
