import type pg from 'pg';
import { and, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { readQuery, type ReadQuery } from '../db/rowReader';
import type { ResourceDeclaration } from './define';
import { alwaysCounting, type Counter, type LongLists } from './longLists';
import { afterCondition, cursorAfter, needsRawValue, readCursor } from './keyset';
import { answerCarried, buildListQuery, cappedCountColumn, cappedCountQuery, countUpTo, TOTAL, type ListQuery, type Page } from './query';
import { ANNOUNCED_TABLES } from './writesListener';

type Row = Record<string, unknown>;
/** A page's rows query, built once and run unnamed (no server-side statement), its rows mapped as drizzle maps them. */
type PageQuery = ReadQuery;

/** The last `size` values by key; a hit becomes the most recent (a Map keeps insertion order). */
export function recent<V>(size: number) {
  const map = new Map<string, V>();
  return (key: string, build: () => V): V => {
    const hit = map.get(key);
    if (hit !== undefined) {
      map.delete(key);
      map.set(key, hit);
      return hit;
    }
    const value = build();
    map.set(key, value);
    if (map.size > size) map.delete(map.keys().next().value!);
    return value;
  };
}

/**
 * JSON writes Infinity and NaN (a body's `1e400`) as null, which would find the query kept for
 * "no filter" where a fresh build refuses the value: such keys are not written at all.
 */
const exactly = (_key: string, value: unknown) => {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('not a JSON number');
  return value;
};

/** Filters longer than this (as JSON, e.g. thousands of ids) are built each time rather than kept. */
const MAX_KEY_LENGTH = 2000;
/** Lists with different filters kept per declaration, and pages kept per list. */
const LISTS_KEPT = 200;
const PAGES_KEPT = 8;

/**
 * A condition every list of the caller's is bounded by (its own rows), beside the filters: `key`
 * names it in the kept queries, so it must tell apart every `where` it is used with.
 */
export interface Bound {
  key: string;
  /** Built only when no list is kept under `key` and the filters (a call's own SQL costs CPU). */
  where: () => SQL;
}

export interface BuiltList extends ListQuery {
  /**
   * The rows of one page (`limit` rows from `offset`), walking the reference index when `walk`, or
   * the `limit` rows after a cursor's place (`after`: readCursor's values; offset unused).
   * With `countUpTo`, each row also carries in TOTAL the matching rows counted up to that many
   * (query.ts cappedCountColumn).
   */
  rows(limit: number, offset: number, walk: boolean, countUpTo?: number, after?: unknown[]): Promise<Row[]>;
  /** The cursor of the place after `row` (a raw row of this list), when the list has a keyset. */
  cursorAfter(row: Row): string | null;
  /** One call's count of this list, skipped while the list is known to be past the cap (kit/longLists.ts). */
  counter(): Counter;
}

const dialect = new PgDialect();
/** The tables a statement reads: every quoted name after FROM or JOIN (drizzle quotes them all). */
export const tablesRead = (statement: SQL) => [...new Set([...dialect.sqlToQuery(statement).sql.matchAll(/\b(?:from|join)\s+"([^"]+)"/gi)].map((m) => m[1]))];

/**
 * A declaration's list queries by their filters, built once and kept for the next call with the
 * same filters (a screen's default list, its page 2…): drizzle built the same SELECT from the same
 * filters on every call, a tenth of a list call's CPU. Only successful builds are kept (invalid
 * filters throw their field errors each time), and the same filters always build the same SQL
 * and parameters, so a kept query is the one the call would have built.
 */
export function listQueries(db: Db, declaration: ResourceDeclaration, selection: Record<string, PgColumn>, long?: LongLists) {
  const { table } = declaration;
  const fields = new Map(Object.entries(selection).map(([field, column]) => [column, field]));
  const fieldOf = (column: PgColumn) => fields.get(column)!;
  const build = (filters: Row, bound?: Bound, key?: string): BuiltList => {
    const built = buildListQuery(declaration, filters);
    const list = bound ? { ...built, where: and(bound.where(), built.where) } : built;
    const { where, orderBy, page, keyset } = list;
    // The cursor's values are placeholders: one kept query serves every cursor of a page size.
    const rawField = needsRawValue(keyset) ? fieldOf(keyset!.columns[0]) : undefined;
    const placeholders = keyset?.columns.map((_, i) => sql`${sql.placeholder(`after${i}`)}`) ?? [];
    const prepare = (limit: number, offset: number, walk: boolean, countUpTo: number | undefined, after: boolean): PageQuery => {
      const columns = countUpTo === undefined ? selection : { ...selection, [TOTAL]: cappedCountColumn(table, where, countUpTo) };
      const query = walk
        ? db.select(columns).from(table).where(and(where, page!(limit, offset))).orderBy(...orderBy)
        : after
          ? db.select(columns).from(table).where(and(where, afterCondition(keyset!, placeholders))).orderBy(...orderBy).limit(limit)
          : db.select(columns).from(table).where(where).orderBy(...orderBy).limit(limit).offset(offset);
      return readQuery((db as Db & { $client: pg.Pool }).$client, query, columns, { rawField, carried: TOTAL, timestampsAsText: true });
    };
    const pages = recent<PageQuery>(PAGES_KEPT);
    const count = countUpTo(db, table, where);
    // Known as long only while every table its count reads announces its writes. Named by the
    // declaration, not its table: views of one table (solicitudes_fleet, usuarios/plataforma) have scopes of their own.
    const tables = long && key !== undefined ? tablesRead(cappedCountQuery(table, where, 1)) : [];
    const longKey = long && key !== undefined && tables.every((t) => ANNOUNCED_TABLES.includes(t)) ? `${declaration.base}|${key}` : undefined;
    return {
      ...list,
      rows: (limit, offset, walk, countUpTo, after) =>
        after
          ? pages(`${limit}:after:${countUpTo}`, () => prepare(limit, 0, false, countUpTo, true)).execute(Object.fromEntries(after.map((value, i) => [`after${i}`, value])))
          : pages(`${limit}:${offset}:${walk}:${countUpTo}`, () => prepare(limit, offset, walk, countUpTo, false)).execute(),
      cursorAfter: (row) => (keyset ? cursorAfter(keyset, fieldOf, row) : null),
      counter: () => (long ? long.counter(longKey, tables, count) : alwaysCounting(count)),
    };
  };
  const lists = recent<BuiltList>(LISTS_KEPT);
  return (filters: Row, bound?: Bound): BuiltList => {
    let key: string | undefined;
    try {
      key = JSON.stringify(filters, exactly);
    } catch {
      // Nested too deep to write down, or a value JSON cannot tell apart: built (and refused) each time.
    }
    if (key === undefined || key.length > MAX_KEY_LENGTH) return build(filters, bound);
    const kept = `${bound?.key ?? ''}|${key}`;
    return lists(kept, () => build(filters, bound, kept));
  };
}

/**
 * One page of a kept list as DOMAIN §4 answers it, read after `page.after`'s place when the call
 * names a cursor, with `next_after`: the cursor of the next page when there is one and the
 * list's order allows it (null otherwise). Lists and notifications share it.
 */
export async function answerList<T>(list: BuiltList, page: Page, counter: Counter, answer: (rows: Row[]) => T[] | Promise<T[]>) {
  const after = page.after === undefined ? undefined : readCursor(list.keyset, page.after);
  let last: Row | undefined;
  const read = async (limit: number, offset: number, countUpTo: number | undefined) => {
    const found = await list.rows(limit, offset, false, countUpTo, after);
    last = found[page.limit - 1];
    return found;
  };
  const answered = await answerCarried(page, read, counter, answer);
  return withNextAfter(answered, answered.next !== null && last ? list.cursorAfter(last) : null);
}

/** A page's answer with its `next_after`, before its results as docs/API.md shows it. */
export function withNextAfter<A extends { results: unknown[] }>(answered: A, nextAfter: string | null): Omit<A, 'results'> & { next_after: string | null; results: A['results'] } {
  // Copied key by key: an object rest (`{ results, ...rest }`) was 1 % of a list call's CPU.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(answered)) if (key !== 'results') out[key] = answered[key as keyof A];
  out.next_after = nextAfter;
  out.results = answered.results;
  return out as Omit<A, 'results'> & { next_after: string | null; results: A['results'] };
}
