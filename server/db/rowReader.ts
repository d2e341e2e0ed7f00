import pg from 'pg';
import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { PgTimestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { timestampJson } from '../http/json';
import type { Db } from './client';

type Row = Record<string, unknown>;
type Decoder = { mapFromDriverValue(value: unknown): unknown };
export type Selected = PgColumn | SQL.Aliased | SQL;

/**
 * Types drizzle's node-postgres driver reads as PostgreSQL writes them (its columns decode them):
 * timestamp, timestamptz, date, interval and their arrays, and numeric arrays.
 */
const AS_WRITTEN = new Set([1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231]);
const asWritten = (value: string) => value;
/** int2[] and int4[]: a trip's track is one int4[] of hundreds of numbers. */
const INT2_ARRAY: number = 1005;
const INT4_ARRAY: number = 1007;
const SMALL_INT_ARRAYS = new Set([INT2_ARRAY, INT4_ARRAY]);
const parseIntArray = pg.types.getTypeParser(INT4_ARRAY, 'text') as (value: string) => unknown;
/**
 * A one-dimensional array of small integers as PostgreSQL writes it ("{1,-2,3}"), in one pass
 * (node-postgres's generic array parser takes 7 times as long); anything else (a NULL, nested
 * arrays) through that parser.
 */
export function intArray(text: string): unknown {
  const out: number[] = [];
  let n = 0;
  let negative = false;
  let digits = false;
  if (text.charCodeAt(0) !== 123) return parseIntArray(text); // {
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits = true;
    } else if (c === 45 && !digits && !negative) negative = true;
    else if ((c === 44 || c === 125) && digits) {
      out.push(negative ? -n : n);
      n = 0;
      negative = false;
      digits = false;
      if (c === 125) return i === text.length - 1 ? out : parseIntArray(text);
    } else if (c === 125 && i === 1 && text.length === 2) return out; // {}
    else return parseIntArray(text);
  }
  return parseIntArray(text);
}

// By format, then type id: pg asks for every field of every answer (a number key, no string built).
const parsers = { text: new Map<number, unknown>(), binary: new Map<number, unknown>() };
const types = {
  getTypeParser(id: number, format: 'text' | 'binary' = 'text') {
    if (AS_WRITTEN.has(id)) return asWritten;
    if (format === 'text' && SMALL_INT_ARRAYS.has(id)) return intArray;
    const known = format === 'binary' ? parsers.binary : parsers.text;
    let parser = known.get(id);
    if (parser === undefined) known.set(id, (parser = pg.types.getTypeParser(id, format as 'text')));
    return parser;
  },
};

/** A timestamp column's text straight to the JSON its Date would write (ReadOptions `timestampsAsText`). */
const timestampText = (column: { withTimezone: boolean }): Decoder => ({ mapFromDriverValue: (value) => timestampJson(value as string, column.withTimezone) });

/** What drizzle's mapResultRow decodes a field with: the column itself, or an SQL's decoder (the identity unless given one). */
const decoderOf = (field: Selected, timestampsAsText = false): Decoder => {
  if (timestampsAsText && is(field, PgTimestamp)) return timestampText(field);
  if (is(field, Column)) return field;
  const expression = is(field, SQL.Aliased) ? field.sql : field;
  return (expression as unknown as { decoder: Decoder }).decoder;
};

/**
 * A row's `rawField` value as PostgreSQL wrote it, before its decoder (a timestamp to the
 * microsecond, which a Date loses): a symbol, so no answer or JSON ever carries it.
 */
export const RAW_VALUE = Symbol('raw value');

export interface ReadQuery {
  /** `values` fill the query's placeholders (`sql.placeholder(name)`), already as the driver takes them. */
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

export interface ReadOptions {
  /** The field whose raw value the rows also keep (RAW_VALUE). */
  rawField?: string;
  /** A named statement (db/prepared.ts): parsed once per pooled connection. */
  name?: string;
  /**
   * A field every row carries but not as its own enumerable key (its list's capped count): readable
   * by its name, left out of Object.keys, spreads and JSON, so nothing copies the row to drop it.
   */
  carried?: string;
  /**
   * Timestamps read as the text JSON writes for them, not as Dates: for rows that only go to an
   * answer (a list's page, a record's history). A Date costs a parse, then json.ts's copy of the
   * row to write it; a page of 25 vehicles holds 50.
   */
  timestampsAsText?: boolean;
}

/**
 * A SELECT that drizzle built, run and mapped as drizzle would (the same types read raw, each
 * non-null value through its column's decoder), with the decoders found once instead of for every
 * cell: drizzle's row mapping asks `is()` of each field of each row, a visible part of a list
 * call's CPU. `fields` are the ones given to `select()`, in the same order.
 */
export function readQuery(pool: pg.Pool, built: { toSQL(): { sql: string; params: unknown[] } }, fields: Record<string, Selected>, options: ReadOptions = {}): ReadQuery {
  const { sql: text, params } = built.toSQL();
  const { rawField, name, carried, timestampsAsText } = options;
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => decoderOf(fields[key], timestampsAsText));
  // Inherited, not own: node-postgres copies a query's config property by property for every
  // call (cloneQueryConfig: 1.3 µs for these four, 0.1 µs for a config that only inherits them).
  const config = { text, rowMode: 'array' as const, types, ...(name !== undefined && { name }) };
  const raw = rawField === undefined ? -1 : keys.indexOf(rawField);
  const kept = carried === undefined ? -1 : keys.indexOf(carried);
  const toRow = (values: unknown[]) => {
    const row: Row = {};
    for (let i = 0; i < keys.length; i++) {
      if (i === kept) continue;
      const value = values[i];
      row[keys[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
    }
    if (raw >= 0) (row as { [RAW_VALUE]?: unknown })[RAW_VALUE] = values[raw];
    if (kept >= 0) Object.defineProperty(row, keys[kept], { value: values[kept] === null ? null : decoders[kept].mapFromDriverValue(values[kept]), writable: true, configurable: true });
    return row;
  };
  return {
    async execute(values) {
      const { rows } = await pool.query<unknown[]>(Object.create(config) as pg.QueryArrayConfig, values ? fillPlaceholders(params, values) : params);
      return rows.map(toRow);
    },
  };
}

/**
 * `query` as a named statement (db/prepared.ts `name`) read by readQuery on the pool itself, or
 * drizzle's prepared query on a transaction's handle (its connection is the transaction's).
 */
export function preparedRead(db: Db, query: { toSQL(): { sql: string; params: unknown[] }; prepare(name: string): ReadQuery }, fields: Record<string, Selected>, name: string, options: Omit<ReadOptions, 'name'> = {}): ReadQuery {
  const pool = (db as Db & { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? readQuery(pool, query, fields, { ...options, name }) : query.prepare(name);
}
