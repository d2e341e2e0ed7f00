import { and, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { notificaciones } from '../db/schema';
import { langOf } from '../http/i18n';
import { defineResource } from '../kit/define';
import { answerList, listQueries } from '../kit/listQueries';
import { readPage } from '../kit/query';
import type { LongLists } from '../kit/longLists';
import { notificationAnswer, type StoredNotification } from './read';

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

/**
 * DOMAIN §4 paging of the caller's own notifications, unseen (`seen` false) or the history;
 * `filters` as every list takes them (no `search`: there is no text to search). The queries are
 * built once per caller, list and filters and kept (kit/listQueries.ts), as the kit's lists are.
 */
export function ownNotifications(db: Db, long?: LongLists) {
  const kept = listQueries(db, notificationList, getTableColumns(notificaciones), long);
  return async (req: FastifyRequest, seen: boolean, filters: Record<string, unknown>) => {
    const page = readPage(req.query as Record<string, unknown>, true);
    const user = req.user!.id;
    const list = kept(filters, { key: `${user}:${seen}`, where: () => and(eq(notificaciones.user_id, user), eq(notificaciones.seen, seen))! });
    const lang = langOf(req);
    return answerList(list, page, list.counter(), (rows) => rows.map((row) => notificationAnswer(row as StoredNotification, lang)));
  };
}
