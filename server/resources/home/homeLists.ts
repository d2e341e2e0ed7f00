import { sql, type SQL } from 'drizzle-orm';
import { PAGING } from '../../../domain/paging';
import type { AppContext } from '../../context';
import { readAggregate, type AggregateDeclaration } from '../../kit/aggregates';
import type { ResourceDeclaration } from '../../kit/define';
import { buildListQuery, cappedCount } from '../../kit/query';

/**
 * The lists Home's figures count (domain/home.ts), each read through its own machinery: a
 * resource's WHERE from buildListQuery and the capped count its list call makes, an aggregate's
 * rows from readAggregate (its month rows while they are exact). So a figure and the list it
 * links to, given the same filter, count the same rows.
 */

/** Counted up to this many, as a list's count: past the cap a figure says "more than" (count_exact false). */
export const FIGURE_COUNT_UP_TO = PAGING.countCap + 1;

export interface CountedList {
  /**
   * A scalar SQL expression: the list's rows for `filter` counted up to FIGURE_COUNT_UP_TO, or
   * the sum of their column `sum`. Throws the list's own field errors for a filter it refuses.
   */
  figure(filter: Record<string, unknown>, zone: string, sum?: string): SQL;
  /** Work before the list's first call (an aggregate's); `log` says what it did. */
  prepare?(ctx: AppContext, log: (message: string, err?: unknown) => void): Promise<void>;
}

/** A resource's list: its WHERE (scope included) as its list call builds it, counted as that call counts it. */
export function resourceList(declaration: ResourceDeclaration): CountedList {
  return {
    figure(filter, _zone, sum) {
      if (sum) throw new Error(`${declaration.base}: Home sums only aggregates' columns`);
      return cappedCount(declaration.table, buildListQuery(declaration, filter).where, FIGURE_COUNT_UP_TO);
    },
  };
}

/** An aggregate's rows: its ready-made month rows while the database finds them exact, else its grouped rows. */
export function aggregateList(declaration: AggregateDeclaration): CountedList {
  const total = (rows: SQL, sum?: string) =>
    sum
      ? sql`(SELECT coalesce(sum(${sql.identifier(sum)}), 0) FROM (${rows}) AS summed)`
      : sql`(SELECT count(*) FROM (SELECT 1 FROM (${rows}) AS counted LIMIT ${FIGURE_COUNT_UP_TO}) AS capped)`;
  return {
    figure(filter, zone, sum) {
      if (sum && !Object.hasOwn(declaration.columns, sum)) throw new Error(`${declaration.base}: no column ${sum} to sum`);
      const { rows, summary } = readAggregate(declaration, filter, zone);
      // Both branches are subqueries: the database runs only the one the guard picks.
      return summary ? sql`(CASE WHEN ${summary.inexact} THEN ${total(rows, sum)} ELSE ${total(summary.rows, sum)} END)` : total(rows, sum);
    },
    prepare: declaration.prepare,
  };
}

/** Every list by its API base (the figures' `resource`), from the app's declarations and any list served otherwise. */
export function countedLists(resources: readonly ResourceDeclaration[], aggregates: readonly AggregateDeclaration[], others: Record<string, CountedList> = {}) {
  const lists = new Map<string, CountedList>();
  for (const declaration of resources) lists.set(declaration.base, resourceList(declaration));
  for (const declaration of aggregates) lists.set(declaration.base, aggregateList(declaration));
  for (const [base, list] of Object.entries(others)) lists.set(base, list);
  return lists;
}
