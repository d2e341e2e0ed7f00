import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { ApiError, FieldErrors } from './errors';
import { databaseUnavailable, isDatabaseUnavailable } from './outage';

/** What PostgreSQL's error carries, in any language: its code, the constraint and the table it names. */
export interface DatabaseError {
  code?: string;
  constraint?: string;
  table?: string;
  /** The failing statement, as drizzle wraps the error (`cause` holds PostgreSQL's). */
  query?: string;
  cause?: unknown;
}

/** A foreign key of the Drizzle schema: the field holding it, its table, and the table it points at. */
export interface ForeignKey {
  table: string;
  field: string;
  target: string;
}

/** Every foreign key of server/db/schema by constraint name, read from the tables themselves. */
export function foreignKeysOf(tables: readonly unknown[]): Map<string, ForeignKey> {
  const found = new Map<string, ForeignKey>();
  for (const table of tables) {
    if (!is(table, PgTable)) continue;
    const fields = Object.entries(getTableColumns(table));
    for (const key of getTableConfig(table).foreignKeys) {
      const { columns, foreignTable } = key.reference();
      const field = fields.find(([, column]) => column === columns[0])?.[0] ?? columns[0].name;
      found.set(key.getName(), { table: getTableName(table), field, target: getTableName(foreignTable) });
    }
  }
  return found;
}

const FOREIGN_KEYS = foreignKeysOf(Object.values(schema));

/** The kind and table of the SQL drizzle ran (our own text, never translated). */
function statementOf(query: string | undefined) {
  const match = /^\s*(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i.exec(query ?? '');
  return match ? { kind: match[1].split(/\s/)[0].toLowerCase(), table: match[2] } : null;
}

/**
 * A foreign-key error: writing a reference to a missing record is that field's error; deleting
 * a record still referenced is in_use (the routes refuse that first, with counts; this is the
 * race's answer). Told apart by the constraint and the statement, never by PostgreSQL's
 * message, which follows the server's lc_messages.
 */
function fromForeignKey(err: DatabaseError, query: string | undefined): FieldErrors | ApiError {
  const key = err.constraint ? FOREIGN_KEYS.get(err.constraint) : undefined;
  const statement = statementOf(query);
  const table = statement?.table ?? err.table;
  // RESTRICT (23001) is raised only by a change to the referenced row, and a delete never writes a reference.
  const removesTarget = err.code === '23001' || statement?.kind === 'delete' || (key !== undefined && table === key.target && table !== key.table);
  if (removesTarget) return new ApiError(409, 'in_use');
  return FieldErrors.one(key?.field ?? 'non_field_errors', 'reference');
}

/**
 * Maps a PostgreSQL constraint error to the API's error shapes (drizzle wraps it as `cause`),
 * and a database that cannot be reached to 503 database_unavailable.
 */
export function fromDatabaseError(error: DatabaseError): FieldErrors | ApiError | null {
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const err = error.cause && typeof error.cause === 'object' && 'code' in error.cause ? (error.cause as DatabaseError) : error;
  if (err.code === '23503' || err.code === '23001') return fromForeignKey(err, error.query ?? err.query);
  const field = err.constraint?.match(/^[a-z]+_([a-z_]+?)_(idx|key|fkey|unique)$/)?.[1] ?? 'non_field_errors';
  if (err.code === '23505') return field === 'email_lower' ? FieldErrors.one('email', 'email_taken') : FieldErrors.one(field, 'unique');
  return null;
}
