import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { canAccess } from '../../../domain/access';
import { figureFilter, figureLink, HOME_FIGURES, type FigureAnswer, type FiguresAnswer } from '../../../domain/home';
import { PAGING } from '../../../domain/paging';
import type { AppContext } from '../../context';
import { plantas } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { recent } from '../../kit/listQueries';
import type { CountedList } from './homeLists';

const dialect = new PgDialect();
/** Statements kept: one per plant choice, group and day is plenty (a new day builds new ones). */
const STATEMENTS_KEPT = 200;

type Log = (message: string, err?: unknown) => void;

/**
 * GET inicio/'s work Home's figures the caller's groups may list (DOMAIN §1), for
 * one plant or all, each counted by its list's machinery with its filter (homeLists.ts), all in
 * one statement with the plant's existence, so a call is one round trip.
 */
export function homeFigures(ctx: AppContext, lists: ReadonlyMap<string, CountedList>, log: Log) {
  for (const figure of HOME_FIGURES) if (!lists.has(figure.resource)) throw new Error(`Home figure ${figure.key}: no list ${figure.resource}`);
  const zone = ctx.config.timeZone;
  const statements = recent<{ sql: string; params: unknown[] }>(STATEMENTS_KEPT);

  return async (groups: readonly string[], planta: number | null): Promise<FiguresAnswer> => {
    const now = new Date();
    const shown = HOME_FIGURES.filter((figure) => canAccess(groups, figure.resource, 'list'));
    const filters = shown.map((figure) => figureFilter(figure, now, zone, planta));
    const used = [...new Set(shown.map((figure) => lists.get(figure.resource)!))];
    await Promise.all(used.map((list) => list.prepare?.(ctx, log)));
    const build = (): SQL => {
      const plant = planta === null ? sql`true` : sql`EXISTS (SELECT 1 FROM ${plantas} WHERE ${plantas.id} = ${planta})`;
      const counts = shown.map((figure, i) => sql`${lists.get(figure.resource)!.figure(filters[i], zone, figure.sum)} AS ${sql.identifier(`f${i}`)}`);
      return sql`SELECT ${plant} AS planta_ok${sql.join(counts.map((count) => sql`, ${count}`))}`;
    };
    // The filters hold the day: the same call on the same day reuses its statement.
    const statement = statements(JSON.stringify([planta, shown.map((figure) => figure.key), filters]), () => dialect.sqlToQuery(build()));
    const [row] = (await ctx.database.pool.query<Record<string, unknown>>(statement.sql, statement.params)).rows;
    if (!row.planta_ok) throw FieldErrors.one('planta', 'reference');
    const figures = shown.map((figure, i): FigureAnswer => {
      const n = Number(row[`f${i}`]);
      const capped = !figure.sum && n > PAGING.countCap;
      return { key: figure.key, count: capped ? PAGING.countCap : n, count_exact: !capped, filter: filters[i], link: figureLink(figure, now, zone, planta) };
    });
    return { planta, figures, generated_at: now.toISOString() };
  };
}
