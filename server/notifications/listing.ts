import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { notificaciones } from '../db/schema';
import { langOf } from '../http/i18n';
import { defineResource } from '../kit/define';
import { answerPage, buildListQuery, cappedCountColumn, carriedCount, countNeededUpTo, countUpTo, readPage, TOTAL } from '../kit/query';
import { notificationAnswer } from './read';

/**
 * The lists' filters and ordering (DOMAIN §4), read by the kit's query builder: a declaration
 * for the builder only, never registered, since each list is bounded by its caller (own rows).
 */
export const notificationList = defineResource({
  base: 'notificaciones',
  table: notificaciones,
  input: z.object({}),
  filters: { type: 'integer', created_at: 'date' },
  search: [],
  ordering: ['created_at', 'type'],
  defaultOrdering: '-created_at',
  exportColumns: [],
});

const COLUMNS = getTableColumns(notificaciones);

/**
 * DOMAIN §4 paging of the caller's own notifications, unseen (`seen` false) or the history;
 * `filters` as every list takes them (no `search`: there is no text to search).
 */
export async function listOwn(db: Db, req: FastifyRequest, seen: boolean, filters: Record<string, unknown>) {
  const page = readPage(req.query as Record<string, unknown>);
  const { where, orderBy } = buildListQuery(notificationList, filters);
  const own: SQL = and(eq(notificaciones.user_id, req.user!.id), eq(notificaciones.seen, seen), where)!;
  const lang = langOf(req);
  // The count travels with the rows when the page may need it: one round trip, as the kit's lists.
  const countTo = countNeededUpTo(page);
  const carried = carriedCount(countUpTo(db, notificaciones, own), countTo);
  const selection = countTo === undefined ? COLUMNS : { ...COLUMNS, [TOTAL]: cappedCountColumn(notificaciones, own, countTo) };
  return answerPage(
    page,
    async (limit, offset) =>
      carried.rows(await db.select(selection).from(notificaciones).where(own).orderBy(...orderBy).limit(limit).offset(offset)).map((row) => notificationAnswer(row, lang)),
    carried.count,
  );
}
