import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATE_YEARS } from '../../domain/dates';
import { RAW_VALUE } from '../db/rowReader';
import { FieldErrors } from '../http/errors';

/**
 * Keyset pages (docs/API.md, "Pages after a cursor"): a page that follows another is read from
 * where that one ended, `(sort, id) > (its last row's)`, through the index that gives the order,
 * instead of skipping `offset` rows one by one, which costs more the deeper the page.
 */
export interface Keyset {
  /** The ordering the cursor belongs to, as the call names it (`-created_at`). */
  ordering: string;
  /** The sort column then id; one column when the list is sorted by id. */
  columns: PgColumn[];
  descending: boolean;
}

/**
 * A list's keyset, when its order allows one: a column of its own that is never null (a null
 * sorts apart from every value, so `(col, id) >` would skip those rows) and of a type a cursor
 * carries exactly. Other orders, and sorts by a reference's name (referenceSort.ts), page by offset.
 */
export function keysetOf(ordering: string, sortColumn: PgColumn, id: PgColumn): Keyset | undefined {
  if (!sortColumn.notNull || !CODECS[sortColumn.columnType] || !CODECS[id.columnType]) return undefined;
  return { ordering, columns: sortColumn === id ? [id] : [sortColumn, id], descending: ordering.startsWith('-') };
}

/** The largest value of a PostgreSQL integer column by its drizzle type: past it the database refuses the query. */
export const INTEGER_MAX: Record<string, number> = { PgSmallInt: 32_767, PgSmallSerial: 32_767, PgInteger: 2_147_483_647, PgSerial: 2_147_483_647 };

const INVALID = Symbol('invalid');
/**
 * How a sort value travels in a cursor: `raw` picks it from a page's row (the value as read, or as
 * PostgreSQL wrote it, rowReader's RAW_VALUE), `driver` checks one read back from a cursor and
 * answers what the query sends, or INVALID.
 */
type Codec = { raw: boolean; driver(value: unknown, column: PgColumn): unknown };

const integer: Codec = {
  raw: false,
  driver: (v, column) => {
    const max = INTEGER_MAX[column.columnType] ?? Number.MAX_SAFE_INTEGER;
    return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= max ? v : INVALID;
  },
};
// PostgreSQL's text never holds NUL: such a value would be its error, not the caller's.
const text: Codec = { raw: false, driver: (v) => (typeof v === 'string' && !v.includes('\u0000') ? v : INVALID) };
const boolean: Codec = { raw: false, driver: (v) => (typeof v === 'boolean' ? v : INVALID) };

/** A timestamp as PostgreSQL writes it (DateStyle ISO), to the microsecond a Date would lose. */
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?)?$/;
const timestamp: Codec = {
  raw: true,
  driver: (v) => {
    const parts = typeof v === 'string' ? PG_TIMESTAMP.exec(v) : null;
    if (!parts) return INVALID;
    const [year, month, day, hour, minute, second, zoneHours = 0, zoneMinutes = 0, zoneSeconds = 0] = parts.slice(1).map((p) => (p === undefined ? undefined : Number(p)));
    const date = new Date(Date.UTC(year!, month! - 1, day!));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
    // PostgreSQL's own limits: a time within the day, an offset of at most 15:59:59.
    const time = hour! < 24 && minute! < 60 && second! < 60 && zoneHours <= 15 && zoneMinutes < 60 && zoneSeconds < 60;
    return real && time && year! >= DATE_YEARS.min && year! <= DATE_YEARS.max ? v : INVALID;
  },
};

const CODECS: Record<string, Codec> = {
  PgSmallInt: integer, PgSmallSerial: integer, PgInteger: integer, PgSerial: integer, PgBigInt53: integer, PgBigSerial53: integer,
  PgVarchar: text, PgText: text, PgChar: text,
  PgBoolean: boolean,
  PgTimestamp: timestamp, PgTimestampString: timestamp,
};

/** Whether a page's rows must keep the raw value of `keyset`'s sort column for its cursor (rowReader's RAW_VALUE). */
export const needsRawValue = (keyset: Keyset | undefined) => !!keyset && CODECS[keyset.columns[0].columnType].raw;

/** The longest cursor taken: a 500-character description's, written in JSON and base64, fits. */
const MAX_CURSOR = 8000;

/**
 * The cursor that names the place after `row` (a raw row, its columns by their field names), or
 * null when readCursor would refuse it (a value past what cursors carry): the next page is then
 * asked by number rather than refused.
 */
export function cursorAfter(keyset: Keyset, fieldOf: (column: PgColumn) => string, row: Record<string, unknown>): string | null {
  const values = keyset.columns.map((column) => (CODECS[column.columnType].raw ? (row as { [RAW_VALUE]?: unknown })[RAW_VALUE] : row[fieldOf(column)]));
  const cursor = Buffer.from(JSON.stringify([keyset.ordering, ...values])).toString('base64url');
  try {
    readCursor(keyset, cursor);
    return cursor;
  } catch {
    return null;
  }
}

const refused = () => new FieldErrors({ after: [{ key: 'validation.invalid' }] });

/**
 * The values a cursor names for `keyset`, as the query sends them. Refused (400 `after`) when it
 * is not one of ours, belongs to another ordering, or carries a value its column cannot hold: a
 * cursor is the caller's text, like any filter.
 */
export function readCursor(keyset: Keyset | undefined, cursor: string): unknown[] {
  if (!keyset || cursor.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw refused();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parts) || parts.length !== keyset.columns.length + 1 || parts[0] !== keyset.ordering) throw refused();
  return keyset.columns.map((column, i) => {
    const value = CODECS[column.columnType].driver(parts[i + 1], column);
    if (value === INVALID) throw refused();
    return value;
  });
}

/** Rows after the cursor's place in the list's order, its values as `placeholders` (one per column). */
export function afterCondition(keyset: Keyset, placeholders: SQL[]): SQL {
  const columns = sql.join(keyset.columns.map((column) => sql`${column}`), sql`, `);
  const values = sql.join(placeholders, sql`, `);
  return keyset.descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}
