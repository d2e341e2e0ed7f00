import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATE_YEARS, readApiDate } from '../../domain/dates';
import { FILTER_LIMITS } from '../../domain/filters';
import type { AppContext } from '../context';
import { FieldErrors, type Message } from '../http/errors';
import type { ExportColumn, FilterType } from './define';
import { anyOf, readValue } from './filterValues';
import { TOTAL } from './query';

/**
 * A read-only aggregate (server/kit/aggregateRoutes.ts serves it): one row per something (a
 * driver, a passenger) with totals over a required period, or rows computed from several tables
 * (the expiry centre's), filtered, searched, sorted on every column and paged in the database, and
 * exportable. The rows come from one SELECT the declaration writes for the period and filters it
 * is given; the kit reads and checks the filters, pages, counts and exports the rows, so a second
 * aggregate is a declaration, not a copy of routes.
 */
export interface AggregateDeclaration {
  /** API base without slashes (`viajes/conductores`); also the DOMAIN §1 access key (list, export). */
  base: string;
  /** i18n `resources.<labels>` that labels the export's columns and names its file; `base` by default. */
  labels?: string;
  /**
   * The required period, `<field>__gte` and `<field>__lte` (both needed): a day (yyyy-MM-dd, a whole
   * day in the company's time zone) or an instant (ISO 8601 with its offset), at most `maxDays` long.
   * Without one, every row is the aggregate's.
   */
  period?: { field: string; column: PgColumn; maxDays: number };
  /**
   * Exact filters (a list, or `<field>__in`, means any of) on columns the rows are grouped from; a
   * `date` one also takes the range `<field>__gte` / `<field>__lte` (days as written, both optional).
   */
  filters: Record<string, { type: FilterType; column: PgColumn }>;
  /** Whether `search` (a name) is taken: the declaration's `rows` applies it. */
  searchable: boolean;
  /**
   * The rows' columns in order, `id` first; every one can be sorted. A `date` is yyyy-MM-dd.
   * `sortAs` sorts a column as another one it always follows (days left as their date), so the
   * other's index gives the order.
   */
  columns: Record<string, { type: 'integer' | 'number' | 'text' | 'date'; description: string; nullable?: boolean; sortAs?: string }>;
  defaultOrdering: string;
  exportColumns: ExportColumn[];
  /** The rows of one call: a SELECT answering every column, with `where` on its grouped rows and `search` (trimmed) if any. */
  rows(args: AggregateArgs): SQL;
  /**
   * The same rows read ready-made, when the call allows (a summary the database keeps, say a
   * month's): a page then reads its rows in an index's order instead of grouping them all. Exports
   * read `rows`.
   */
  summary?(args: AggregateArgs): AggregateSummary | undefined;
  /**
   * `rows` need no grouping and come in an index's order (a UNION ALL of indexed branches): a page
   * then reads its own rows and a count capped as a list's, as ready-made rows are read, instead
   * of every row with a window count.
   */
  indexed?: boolean;
  /** Work before an app answers its first page (asked by each call until it succeeds once); `log` says what it did. */
  prepare?(ctx: AppContext, log: (message: string, err?: unknown) => void): Promise<void>;
}

/** What a call asks of an aggregate's rows. */
export interface AggregateArgs {
  /** The period and the filters, on the grouped rows. */
  where: SQL;
  search?: string;
  /** The period's bounds as given; none without a declared period. */
  period?: { gte: Bound; lte: Bound };
  /** Each filter key's values (`planta` and `planta__in` are two lists, both to hold). */
  filters: Record<string, unknown[][]>;
  /** The company's time zone (a day bound is its whole day there). */
  zone: string;
}

/** Ready-made rows, and when they would not answer what `rows` answers: the call then reads `rows`. */
export interface AggregateSummary {
  rows: SQL;
  /** A boolean SQL expression, true when the ready-made rows would not be exact. */
  inexact: SQL;
}

export const defineAggregate = (declaration: AggregateDeclaration) => declaration;

/** What a call asks of an aggregate: its rows' SELECT, the ready-made rows when it has some, and their order. */
export interface AggregateQuery {
  rows: SQL;
  summary?: AggregateSummary;
  orderBy: SQL;
}

const DAY_MS = 86_400_000;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A period's bound: its instant, and the day (yyyy-MM-dd) when a whole day was given. */
export type Bound = { instant: Date; day?: string };

/**
 * A period's bound: a day is the whole local day in `zone` (its start for __gte, the next day's
 * start, excluded, for __lte); an instant is itself, included.
 */
function boundCondition(column: PgColumn, bound: Bound, side: 'gte' | 'lte', zone: string): SQL {
  if (!bound.day) return side === 'gte' ? sql`${column} >= ${bound.instant}` : sql`${column} <= ${bound.instant}`;
  const start = sql`(${bound.day}::date + ${sql.raw(side === 'gte' ? '0' : '1')})::timestamp AT TIME ZONE ${zone}::text`;
  return side === 'gte' ? sql`${column} >= (${start})` : sql`${column} < (${start})`;
}

/**
 * The period, filters, search and ordering of one call (a query string or a q/ body), or every
 * field error at once: unknown keys and wrong values are refused, never ignored.
 */
export function readAggregate(declaration: AggregateDeclaration, filters: Record<string, unknown>, zone: string): AggregateQuery {
  const errors: Record<string, Message[]> = Object.create(null);
  const fail = (field: string, key: string, params?: Record<string, unknown>) => (errors[field] ??= []).push({ key: `validation.${key}`, ...(params ? { params } : {}) });
  const { period } = declaration;
  const gteKey = period ? `${period.field}__gte` : undefined;
  const lteKey = period ? `${period.field}__lte` : undefined;
  const bounds: Partial<Record<'gte' | 'lte', Bound>> = {};
  const conditions: SQL[] = [];
  const filterValues: Record<string, unknown[][]> = Object.create(null);
  let ordering = declaration.defaultOrdering;
  let search: string | undefined;

  for (const [key, raw] of Object.entries(filters)) {
    if (key === gteKey || key === lteKey) {
      if (isEmpty(raw)) continue;
      const read = typeof raw === 'string' ? readApiDate(raw) : null;
      if (!read) fail(key, 'date');
      else if (!read.ok) fail(key, read.key, read.key === 'date_range' ? { ...DATE_YEARS } : undefined);
      else bounds[key === gteKey ? 'gte' : 'lte'] = /^\d{4}-\d\d-\d\d$/.test(String(raw).trim()) ? { instant: new Date(`${read.day}T00:00:00Z`), day: read.day } : { instant: read.date };
      continue;
    }
    if (key === 'ordering') {
      if (isEmpty(raw)) continue;
      const field = typeof raw === 'string' ? raw.replace(/^-/, '') : '';
      if (Object.hasOwn(declaration.columns, field)) ordering = raw as string;
      else fail(key, 'choice');
      continue;
    }
    if (key === 'search') {
      if (!declaration.searchable) fail(key, 'unknown_field');
      else if (isEmpty(raw)) continue;
      else if (typeof raw !== 'string') fail(key, 'text');
      else if (raw.length > FILTER_LIMITS.searchMaxLength) fail(key, 'max_length', { count: FILTER_LIMITS.searchMaxLength });
      else if (raw.trim()) search = raw.trim();
      continue;
    }
    const [field, op, ...rest] = key.split('__');
    const filter = Object.hasOwn(declaration.filters, field) ? declaration.filters[field] : undefined;
    const range = op === 'gte' || op === 'lte';
    if (!filter || rest.length || (op !== undefined && op !== 'in' && !(range && filter.type === 'date'))) {
      fail(key, 'unknown_field');
      continue;
    }
    if (isEmpty(raw)) continue;
    if (range) {
      const read = readValue(filter.type, raw, filter.column);
      if (!read.ok) fail(key, read.key, read.params);
      else conditions.push(op === 'gte' ? sql`${filter.column} >= ${read.value}` : sql`${filter.column} <= ${read.value}`);
      continue;
    }
    const list = Array.isArray(raw) ? raw : op === 'in' && typeof raw === 'string' ? raw.split(',') : [raw];
    if (list.length > FILTER_LIMITS.maxValues) {
      fail(key, 'max_items', { count: FILTER_LIMITS.maxValues });
      continue;
    }
    const values = list.map((v) => readValue(filter.type, v, filter.column));
    const bad = values.find((v) => !v.ok);
    if (bad && !bad.ok) fail(key, bad.key, bad.params);
    else {
      const chosen = values.map((v) => (v as { value: unknown }).value);
      conditions.push(anyOf(filter.column, chosen));
      (filterValues[field] ??= []).push(chosen);
    }
  }

  // The period is required, in order, and at most maxDays long (a day bound counts its whole day).
  if (period) for (const [side, key] of [['gte', gteKey!], ['lte', lteKey!]] as const) if (!bounds[side] && !errors[key]) fail(key, 'required');
  const { gte, lte } = bounds;
  if (period && gte && lte) {
    // The period's last instant: a day bound reaches to the end of its day.
    const last = lte.instant.getTime() + (lte.day ? DAY_MS - 1 : 0);
    if (last < gte.instant.getTime()) fail(lteKey!, 'period_order');
    else if (last - gte.instant.getTime() >= period.maxDays * DAY_MS) fail(lteKey!, 'period_too_long', { count: period.maxDays });
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);

  if (period) conditions.unshift(boundCondition(period.column, gte!, 'gte', zone), boundCondition(period.column, lte!, 'lte', zone));
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;
  const descending = ordering.startsWith('-');
  const direction = descending ? sql`DESC` : sql`ASC`;
  const sortField = declaration.columns[ordering.replace(/^-/, '')].sortAs ?? ordering.replace(/^-/, '');
  // id breaks ties so that pages never repeat or skip rows.
  const keys = sortField === 'id' ? [sortField] : [sortField, 'id'];
  const orderBy = sql.join(keys.map((key) => sql`${sql.identifier(key)} ${direction}`), sql`, `);
  const args: AggregateArgs = { where, ...(search ? { search } : {}), ...(period ? { period: { gte: gte!, lte: lte! } } : {}), filters: filterValues, zone };
  const rows = declaration.rows(args);
  // Rows in an index's order are their own ready-made rows, always exact.
  const summary = declaration.indexed ? { rows, inexact: sql`false` } : declaration.summary?.(args);
  return { rows, ...(summary ? { summary } : {}), orderBy };
}

/** One page of the rows, sorted, each carrying the number of all rows in TOTAL (one round trip for the page and its count). */
export const aggregatePage = ({ rows, orderBy }: AggregateQuery, limit: number, offset: number) =>
  sql`SELECT aggregate_rows.*, count(*) OVER () AS ${sql.identifier(TOTAL)} FROM (${rows}) AS aggregate_rows ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;

/** The column a ready-made page says in whether its rows were not exact (none are read then). */
export const INEXACT = '__inexact';

const cappedCount = (rows: SQL, atMost: number) => sql`(SELECT count(*) FROM (SELECT 1 FROM (${rows}) AS counted LIMIT ${atMost}) AS capped)`;

/**
 * A page of the ready-made rows, read in their order (an index's), with their count up to
 * `countUpTo` when asked (evaluated once, on the first row), after one row saying in INEXACT
 * whether they are exact: when not, no row is read. A page past the end is that row alone.
 */
export const summaryPage = ({ summary, orderBy }: AggregateQuery, limit: number, offset: number, countUpTo?: number) =>
  sql`SELECT guard.inexact AS ${sql.identifier(INEXACT)}, page.* FROM (SELECT (${summary!.inexact}) AS inexact) AS guard
        LEFT JOIN LATERAL (SELECT aggregate_rows.*${countUpTo === undefined ? sql`` : sql`, ${cappedCount(summary!.rows, countUpTo)} AS ${sql.identifier(TOTAL)}`}
          FROM (${summary!.rows}) AS aggregate_rows WHERE NOT guard.inexact ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}) AS page ON true`;

/** The ready-made rows counted up to `atMost`, or `inexact` true and no count. */
export const summaryCount = ({ summary }: AggregateQuery, atMost: number) =>
  sql`SELECT guard.inexact, CASE WHEN guard.inexact THEN NULL ELSE ${cappedCount(summary!.rows, atMost)} END::int AS n
        FROM (SELECT (${summary!.inexact}) AS inexact) AS guard`;

/** How many rows there are, up to `atMost` (a page past the end carries no total). */
export const aggregateCount = ({ rows }: AggregateQuery, atMost: number) =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM (${rows}) AS aggregate_rows LIMIT ${atMost}) AS capped`;

/** Every row, sorted, with the exported columns only (an `expression` reads the row as `aggregate_rows`). */
export const aggregateExport = (declaration: AggregateDeclaration, { rows, orderBy }: AggregateQuery) =>
  sql`SELECT ${sql.join(
    declaration.exportColumns.map((c) => (c.expression ? sql`(${c.expression}) AS ${sql.identifier(c.field)}` : sql.identifier(c.field))),
    sql`, `,
  )} FROM (${rows}) AS aggregate_rows ORDER BY ${orderBy}`;
