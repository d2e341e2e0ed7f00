import { and, asc, desc, eq, getTableName, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FieldErrors, type Message } from '../http/errors';
import { parse } from '../http/validate';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { columnOf, type FilterType, type ResourceDeclaration } from './define';
import { labelSortOf, referenceFilterOf, referenceOf, throughCondition } from './references';
import { referencePage } from './referenceSort';
import { PAGING } from '../../domain/paging';
import { FILTER_LIMITS } from '../../domain/filters';
import type { Counter } from './longLists';
import { SEARCH_COLUMN } from '../db/schema/search';
import { keysetOf, type Keyset } from './keyset';
import { anyOf, readValue } from './filterValues';

export interface ListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Sorted by a reference: the condition that picks one page's rows through indexes (referencePage). */
  page?: (limit: number, offset: number) => SQL;
  /** When the order allows pages after a cursor (kit/keyset.ts). */
  keyset?: Keyset;
}
export interface Page {
  page: number;
  limit: number;
  /** `after`: the cursor a previous page's `next_after` gave, as sent (kit/keyset.ts reads it). */
  after?: string;
}

const OPERATORS = ['exact', 'gte', 'lte', 'in', 'contains'];

/**
 * The filters a declaration serves: its declared ones, its reference filters, and every declared
 * reference as an integer (exact, `__in`), so a reference's filter comes from its declaration.
 */
export function filtersOf(declaration: Pick<ResourceDeclaration, 'filters' | 'references' | 'referenceFilters'>): Record<string, FilterType> {
  const references = Object.keys(declaration.references ?? {}).map((field) => [field, 'integer' as const]);
  const through = Object.entries(declaration.referenceFilters ?? {}).map(([field, filter]) => [field, filter.type]);
  return { ...declaration.filters, ...Object.fromEntries(through), ...Object.fromEntries(references) };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The free-text condition on the table's stored folded column (server/db/schema/search.ts) and
 * its trigram index: no row is folded at query time, however many the term matches.
 */
export function searchCondition(declaration: Pick<ResourceDeclaration, 'table'>, term: string): SQL {
  const column = sql`${sql.identifier(getTableName(declaration.table))}.${sql.identifier(SEARCH_COLUMN)}`;
  return sql`${column} LIKE '%' || flotilla_fold(${escapeLike(term)}::text) || '%'`;
}

/**
 * `FIELD__contains`: part of a text field, folding case and accents. When the field is one of
 * the search fields, the same term is also matched against the stored search column, so its
 * trigram index narrows the rows before the field itself is folded and checked.
 */
function containsCondition(declaration: ResourceDeclaration, field: string, term: string): SQL {
  const own = sql`flotilla_fold(${columnOf(declaration, field)}) LIKE '%' || flotilla_fold(${escapeLike(term)}::text) || '%'`;
  return declaration.search.includes(field) ? and(searchCondition(declaration, term), own)! : own;
}

/**
 * DOMAIN §4 filters: exact per field (a list means any of), `search`, `FIELD__gte`/`__lte`,
 * `FIELD__in`, `ordering`. Unknown keys and wrong types are field errors, never ignored.
 */
export function buildListQuery(declaration: ResourceDeclaration, filters: Record<string, unknown>): ListQuery {
  const errors: Record<string, Message[]> = Object.create(null); // a body key such as `constructor` must not hit Object.prototype
  const fail = (field: string, key: string, params?: Record<string, unknown>) => (errors[field] ??= []).push({ key: `validation.${key}`, ...(params ? { params } : {}) });
  const conditions: SQL[] = [];
  // A reference filter's conditions, by the reference they go through: one EXISTS each.
  const through = new Map<string, SQL[]>();
  const filterTypes = filtersOf(declaration);
  let ordering = declaration.defaultOrdering;

  for (const [key, raw] of Object.entries(filters)) {
    if (key === 'ordering') {
      if (isEmpty(raw)) continue;
      const field = typeof raw === 'string' ? raw.replace(/^-/, '') : '';
      if (declaration.ordering.includes(field)) ordering = raw as string;
      else fail(key, 'choice');
      continue;
    }
    if (key === 'search') {
      // A declaration without search fields has no text to search (notificaciones/).
      if (!declaration.search.length) fail(key, 'unknown_field');
      else if (isEmpty(raw)) continue;
      else if (typeof raw !== 'string') fail(key, 'text');
      else if (raw.length > FILTER_LIMITS.searchMaxLength) fail(key, 'max_length', { count: FILTER_LIMITS.searchMaxLength });
      else if (raw.trim()) conditions.push(searchCondition(declaration, raw.trim()));
      continue;
    }
    const parts = key.split('__');
    const [field, op = 'exact'] = parts;
    // Own keys only: `constructor` or `toString` must not reach the table's prototype.
    const type = Object.hasOwn(filterTypes, field) ? filterTypes[field] : undefined;
    const referenced = type ? referenceFilterOf(declaration, field) : undefined;
    if (!type || parts.length > 2 || !OPERATORS.includes(op) || (op === 'contains' && (type !== 'text' || referenced))) {
      fail(key, 'unknown_field');
      continue;
    }
    if (isEmpty(raw)) continue;
    const column = referenced?.column ?? columnOf(declaration, field);
    const into = referenced ? (through.get(referenced.through) ?? through.set(referenced.through, []).get(referenced.through)!) : conditions;
    if (op === 'contains') {
      if (typeof raw !== 'string') fail(key, 'text');
      else if (raw.length > FILTER_LIMITS.searchMaxLength) fail(key, 'max_length', { count: FILTER_LIMITS.searchMaxLength });
      else into.push(containsCondition(declaration, field, raw.trim()));
      continue;
    }
    if (op === 'in' || Array.isArray(raw)) {
      const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
      if (list.length > FILTER_LIMITS.maxValues) {
        fail(key, 'max_items', { count: FILTER_LIMITS.maxValues });
        continue;
      }
      const values = list.map((v) => readValue(type, v, column));
      const bad = values.find((v) => !v.ok);
      if (bad && !bad.ok) fail(key, bad.key, bad.params);
      else into.push(anyOf(column, values.map((v) => (v as { value: unknown }).value)));
      continue;
    }
    const read = readValue(type, raw, column);
    if (!read.ok) {
      fail(key, read.key, read.params);
      continue;
    }
    into.push(op === 'gte' ? gte(column, read.value) : op === 'lte' ? lte(column, read.value) : eq(column, read.value));
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  for (const [reference, on] of through) conditions.push(throughCondition(declaration, reference, on));

  const descending = ordering.startsWith('-');
  const sortField = ordering.replace(/^-/, '');
  // A reference sorts by what a person reads (the department's name), not by its id.
  const byReference = !!referenceOf(declaration, sortField);
  const sortKeys = byReference ? labelSortOf(declaration, sortField) : [columnOf(declaration, sortField)];
  const id = columnOf(declaration, 'id');
  // id breaks ties so that pages never repeat or skip rows.
  const orderBy = [...sortKeys, id].map((key) => (descending ? desc(key) : asc(key)));
  // The declaration's scope bounds lists and exports like every other call.
  if (declaration.scope) conditions.unshift(declaration.scope);
  const where = conditions.length ? and(...conditions) : undefined;
  // labelSortOf's order over a whole table reads and sorts it all: a page is found through indexes.
  if (byReference) return { where, orderBy, page: referencePage(declaration, sortField, descending, where) };
  return { where, orderBy, keyset: keysetOf(ordering, sortKeys[0] as PgColumn, id) };
}

const PAGE_KEYS = ['page', 'limit', 'after'];

/** A list call's filters from its query string: every key but paging and those the call reads itself. */
export function filtersFromQuery(query: unknown, ownKeys: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([key]) => !PAGE_KEYS.includes(key) && !ownKeys.includes(key)));
}

/** A JSON object of filters; built once, not per call: zod compiles a schema on its first use. */
const BODY_FILTERS = z.record(z.string(), z.unknown());

/** A q/ call's filters from its JSON body (none when it has no body). */
export function filtersFromBody(body: unknown): Record<string, unknown> {
  return body === undefined || body === null ? {} : parse(BODY_FILTERS, body);
}

/**
 * `page` ≥ 1 and `limit` 1–PAGING.maxLimit (DOMAIN §4), from the query string; with `cursor`
 * (lists) also `after`, which other paged calls leave aside like any key they do not read.
 */
export function readPage(query: Record<string, unknown>, cursor = false): Page {
  const errors: Record<string, Message[]> = {};
  const read = (name: string, fallback: number, min: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n)) errors[name] = [{ key: 'validation.integer' }];
    else if (n < min) errors[name] = [{ key: 'validation.min_value', params: { count: min } }];
    else if (n > max) errors[name] = [{ key: 'validation.max_value', params: { count: max } }];
    return n;
  };
  const page = read('page', 1, 1, Number.MAX_SAFE_INTEGER);
  const limit = read('limit', PAGING.defaultLimit, 1, PAGING.maxLimit);
  const after = cursor ? query.after : undefined;
  if (after !== undefined && typeof after !== 'string') errors.after = [{ key: 'validation.invalid' }];
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return after ? { page, limit, after: after as string } : { page, limit };
}

/**
 * The rows of `table` matching `where`, counted up to `atMost` and no further, as a scalar
 * subquery: an uncorrelated one (the inner FROM names the table, so its columns bind there),
 * which PostgreSQL evaluates once (an InitPlan).
 */
export const cappedCount = (table: PgTable, where: SQL | undefined, atMost: number | Placeholder) =>
  sql<number>`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where ?? sql`TRUE`} LIMIT ${atMost}) AS capped)`;

/** cappedCount on its own, as countUpTo sends it (and the plan tests explain it). */
export const cappedCountQuery = (table: PgTable, where: SQL | undefined, atMost: number) => sql`SELECT ${cappedCount(table, where, atMost)} AS n`;

/** A counter for answerPage: cappedCountQuery's number. */
export const countUpTo = (db: Db, table: PgTable, where: SQL | undefined) => async (atMost: number) =>
  Number((await db.execute<{ n: string }>(cappedCountQuery(table, where, atMost))).rows[0].n);

/** The column a page's rows carry their list's capped count in (`cappedCountColumn`). */
export const TOTAL = '__total';

/**
 * countUpTo as a column of the page's own SELECT: one round trip instead of two. Evaluated only
 * when a row is read: an empty page carries none.
 */
export const cappedCountColumn = (table: PgTable, where: SQL | undefined, atMost: number | Placeholder) => cappedCount(table, where, atMost).as(TOTAL);

/**
 * How far answerPage may count for `page`: cap + 1 for a page below the cap (it counts when more
 * rows follow, or when the page is empty past the end), nothing past it (it never counts there).
 */
export const countNeededUpTo = ({ page, limit }: Page, cap: number = PAGING.countCap) => ((page - 1) * limit + limit < cap ? cap + 1 : undefined);

/**
 * For a page whose rows may carry their count up to `carriedUpTo` (cappedCountColumn): `rows`
 * takes TOTAL off them and keeps it, `count` answers answerPage from it, or counts with
 * `countRows` when nothing carried it (an empty page past the end).
 */
export function carriedCount(countRows: (atMost: number) => Promise<number>, carriedUpTo: number | undefined) {
  let total: number | undefined;
  return {
    rows: <R extends Record<string, unknown>>(found: R[]) => {
      // Rows read without the count (carriedUpTo undefined) have no TOTAL to take off.
      if (!found.length || !(TOTAL in found[0])) return found;
      total = Number(found[0][TOTAL]);
      // A list's rows carry it as no key of theirs (db/rowReader.ts `carried`): nothing to take off.
      if (!Object.prototype.propertyIsEnumerable.call(found[0], TOTAL)) return found;
      return found.map(({ [TOTAL]: _total, ...row }) => row);
    },
    count: async (atMost: number) => (total !== undefined && atMost === carriedUpTo ? total : countRows(atMost)),
  };
}

/**
 * A page read in one round trip when it can: `read` gets how far its rows should carry their
 * capped count (undefined: not at all, cappedCountColumn), and `countRows` counts apart only when
 * nothing carried it (an empty page past the end). Lists, notifications and histories share it.
 */
export function answerCarried<T, R extends Record<string, unknown>>(
  page: Page,
  read: (limit: number, offset: number, countUpTo: number | undefined) => Promise<R[]>,
  counter: Counter,
  answer: (rows: Record<string, unknown>[]) => T[] | Promise<T[]>,
) {
  // A list known to be past the cap carries no count: it answers "more than" without one.
  const countTo = counter.known ? undefined : countNeededUpTo(page);
  const carried = carriedCount(counter.count, countTo);
  // A count carried with the rows is remembered too (counter.count remembers its own).
  const count = async (atMost: number) => {
    const n = await carried.count(atMost);
    counter.counted(n);
    return n;
  };
  return answerPage(page, async (limit, offset) => answer(carried.rows(await read(limit, offset, countTo))), count);
}

/**
 * DOMAIN §4's list answer for one page, plus `count_exact`. `next` comes from one row fetched past
 * the page, never from the count. `count` is exact up to `cap` rows; past it the list has more
 * than `count` rows (`count_exact` false), so no call counts a million rows (docs/API.md, "Counts").
 */
export async function answerPage<T>({ page, limit, after }: Page, rows: (limit: number, offset: number) => Promise<T[]>, countRows: (atMost: number) => Promise<number>, cap: number = PAGING.countCap) {
  const offset = (page - 1) * limit;
  const fetched = await rows(limit + 1, offset);
  const more = fetched.length > limit;
  const results = more ? fetched.slice(0, limit) : fetched;
  const answer = (count: number, exact: boolean) => ({ count, count_exact: exact, next: more ? page + 1 : null, previous: page > 1 ? page - 1 : null, results });
  // The last page tells the count itself, and a page reaching past the cap a lower bound: no count query for either.
  // Not a page read after a cursor: rows added or removed before it since do not move it, so its number says nothing exact.
  if (!more && after === undefined && (results.length > 0 || offset === 0)) return answer(offset + results.length, true);
  if (more && offset + limit >= cap) return answer(offset + limit, false);
  const counted = await countRows(cap + 1);
  return counted > cap ? answer(cap, false) : answer(counted, true);
}
