import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { aggregateCount, aggregatePage, INEXACT, readAggregate, summaryCount, summaryPage, type AggregateDeclaration, type AggregateQuery } from './aggregates';
import { alwaysCounting } from './longLists';
import { recent, tablesRead, withNextAfter } from './listQueries';
import { answerCarried, TOTAL, type Page } from './query';
import { ANNOUNCED_TABLES } from './writesListener';

const dialect = new PgDialect();
type Row = Record<string, unknown>;

/** Filter sets whose reading is kept, statements kept per aggregate, and the longest filters (as JSON) kept at all. */
const QUERIES_KEPT = 200;
const STATEMENTS_KEPT = 400;
const MAX_KEY_LENGTH = 2000;

/** The filters as a key, or undefined when they are not worth keeping (long, or not JSON). */
function keyOf(filters: Row): string | undefined {
  try {
    const key = JSON.stringify(filters);
    return key.length <= MAX_KEY_LENGTH ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pages of an aggregate (server/kit/aggregates.ts): its ready-made rows while they say they
 * are exact, else its grouped rows for the rest of the call; its count kept as past the cap as a
 * list's is (kit/longLists.ts) until a table its grouped rows read is written (ready-made rows
 * change only with those). A filter set's reading and statements are built once and kept, as
 * the lists' are (kit/listQueries.ts): drizzle's building was a tenth of a call.
 */
export function aggregatePages(ctx: AppContext, declaration: AggregateDeclaration, log: (message: string, err?: unknown) => void) {
  const { pool } = ctx.database;
  const zone = ctx.config.timeZone;
  const queries = recent<AggregateQuery>(QUERIES_KEPT);
  const statements = recent<{ sql: string; params: unknown[] }>(STATEMENTS_KEPT);
  // The tables the grouped rows read (the same whatever the filters), found on the first call.
  let tables: string[] | undefined;
  // Exact sums (numeric) come as text: answered as the numbers they are, as the grouped rows' float8.
  const numbers = Object.entries(declaration.columns).filter(([, column]) => column.type === 'number').map(([field]) => field);
  const answered = (row: Row) => {
    for (const field of numbers) if (typeof row[field] === 'string') row[field] = Number(row[field]);
    return row;
  };

  return async (paging: Page, filters: Row) => {
    await declaration.prepare?.(ctx, log);
    const key = keyOf(filters);
    const query = key === undefined ? readAggregate(declaration, filters, zone) : queries(key, () => readAggregate(declaration, filters, zone));
    const run = async <R extends Row>(name: string, build: () => SQL) => {
      const statement = key === undefined ? dialect.sqlToQuery(build()) : statements(`${name}|${key}`, () => dialect.sqlToQuery(build()));
      return (await pool.query<R>(statement.sql, statement.params)).rows;
    };
    let ready = query.summary !== undefined;
    const count = async (atMost: number) => {
      if (ready) {
        const [row] = await run<{ inexact: boolean; n: number | null }>(`summaryCount:${atMost}`, () => summaryCount(query, atMost));
        if (!row.inexact) return Number(row.n);
        ready = false;
      }
      return Number((await run<{ n: number }>(`count:${atMost}`, () => aggregateCount(query, atMost)))[0].n);
    };
    const rowsOf = async (limit: number, offset: number, countUpTo: number | undefined) => {
      if (ready) {
        const found = await run(`summaryPage:${limit}:${offset}:${countUpTo}`, () => summaryPage(query, limit, offset, countUpTo));
        // One row at least: the guard's. A page past the end is that row alone, without an id.
        if (!found[0][INEXACT]) return found.filter((row) => row.id !== null).map(({ [INEXACT]: _inexact, ...row }) => answered(row));
        ready = false;
      }
      const found = await run(`page:${limit}:${offset}`, () => aggregatePage(query, limit, offset));
      // The window's total is exact: carried as answerCarried's count capped where it asks, or left out.
      return found.map(({ [TOTAL]: total, ...row }) => (countUpTo === undefined ? row : { ...row, [TOTAL]: Math.min(Number(total), countUpTo) }));
    };
    tables ??= tablesRead(query.rows);
    const long = ctx.longLists && key !== undefined && tables.every((table) => ANNOUNCED_TABLES.includes(table));
    const counter = long ? ctx.longLists!.counter(`${declaration.base}|${key}`, tables, count) : alwaysCounting(count);
    return withNextAfter(await answerCarried(paging, rowsOf, counter, (found) => found), null);
  };
}
