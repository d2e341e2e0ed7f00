import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notificaciones } from '../db/schema';
import { notFound } from '../http/errors';
import { guard } from '../http/guard';
import { READS_WITH_BODY } from '../http/writes';
import { langOf } from '../http/i18n';
import { filtersFromBody, filtersFromQuery } from '../kit/query';
import { readId } from '../kit/records';
import { apiError, guardedErrors, idParams, listPageQuery, operationIdOf, pageOf, schemaRegistry } from '../kit/schemas';
import { ownNotifications } from './listing';
import { notificationAnswer } from './read';
import { NOTIFICATION_TYPES } from './types';

const BASE = 'notificaciones';

const notification = z.object({
  id: z.number().int(),
  type: z.number().int().min(0).max(Math.max(...Object.values(NOTIFICATION_TYPES))).describe('DOMAIN §2 notification type'),
  title: z.string().describe("In the caller's language"),
  message: z.string().describe("In the caller's language"),
  resource: z.string().describe('API base of the record it is about (`usuarios`)'),
  record_id: z.number().int().nullable(),
  seen: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
schemaRegistry.add(notification, { id: 'Notification', description: "One of the caller's notifications, its texts in the caller's language." });

const filters = z.object({
  type: z.number().int().optional(),
  type__in: z.string().optional().describe('Comma-separated types'),
  created_at__gte: z.iso.date().or(z.iso.datetime({ offset: true })).optional(),
  created_at__lte: z.iso.date().or(z.iso.datetime({ offset: true })).optional(),
  ordering: z.enum(['created_at', '-created_at', 'type', '-type']).optional().describe('Default -created_at'),
});
const tags = [BASE];
/** The tag and operationId of one call. */
const named = (call: string) => ({ tags, operationId: operationIdOf(BASE, call) });
const listed = { 200: pageOf(notification), ...guardedErrors };
const docs = {
  unseen: { ...named('list'), summary: 'The caller\'s unseen notifications, newest first', querystring: listPageQuery.extend(filters.shape), response: listed },
  unseenQ: { ...named('q'), summary: 'The unseen ones, with the filters in the body', querystring: listPageQuery, body: filters, response: listed },
  history: { ...named('history'), summary: 'The caller\'s seen notifications (the history), newest first', querystring: listPageQuery.extend(filters.shape), response: listed },
  historyQ: { ...named('history_q'), summary: 'The history, with the filters in the body', querystring: listPageQuery, body: filters, response: listed },
  seeOne: { ...named('delete_unseen'), params: idParams, summary: 'Mark one as seen (it moves to the history); answers it', response: { 200: notification, ...guardedErrors, 404: apiError } },
  seeAll: { ...named('delete_all_unseen'), summary: 'Mark every unseen one as seen', response: { 200: z.object({ updated: z.number().int() }), ...guardedErrors } },
  deleteOne: { ...named('delete'), params: idParams, summary: 'Delete one from the history (seen ones only; 404 otherwise)', response: { 204: z.null(), ...guardedErrors, 404: apiError } },
  deleteAll: { ...named('delete_all'), summary: 'Delete the whole history (the unseen ones stay)', response: { 200: z.object({ deleted: z.number().int() }), ...guardedErrors } },
};

/**
 * SPEC §7 notificaciones/ with DOMAIN §4's meaning: every call reaches the caller's own
 * notifications only (another user's id is 404, as a missing one). DOMAIN §1 `notificaciones`
 * (every back-office group) is checked before anything is read.
 */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const db = ctx.database.db;
    const listOwn = ownNotifications(db, ctx.longLists);
    const reading = { onRequest: guard(ctx, BASE, 'list') };
    const clearing = { onRequest: guard(ctx, BASE, 'delete') };
    const me = (req: FastifyRequest) => req.user!.id;
    const query = (req: FastifyRequest) => filtersFromQuery(req.query);
    const queryAndBody = (req: FastifyRequest) => ({ ...filtersFromQuery(req.query), ...filtersFromBody(req.body) });

    app.get(`/${BASE}/`, { ...reading, schema: docs.unseen }, (req) => listOwn(req, false, query(req)));
    app.post(`/${BASE}/q/`, { ...reading, ...READS_WITH_BODY, schema: docs.unseenQ }, (req) => listOwn(req, false, queryAndBody(req)));
    app.get(`/${BASE}/history/`, { ...reading, schema: docs.history }, (req) => listOwn(req, true, query(req)));
    app.post(`/${BASE}/history/q/`, { ...reading, ...READS_WITH_BODY, schema: docs.historyQ }, (req) => listOwn(req, true, queryAndBody(req)));

    // Marking one already seen answers it as it is: the bell and the screen may both ask.
    app.delete(`/${BASE}/:id/delete_unseen/`, { ...clearing, schema: docs.seeOne }, async (req) => {
      const id = readId(req.params);
      const mine = and(eq(notificaciones.id, id), eq(notificaciones.user_id, me(req)));
      const [marked] = await db.update(notificaciones).set({ seen: true, seen_at: sql`now()` }).where(and(mine, eq(notificaciones.seen, false))).returning();
      const row = marked ?? (await db.select().from(notificaciones).where(mine))[0];
      if (!row) throw notFound();
      return notificationAnswer(row, langOf(req));
    });
    app.delete(`/${BASE}/delete_all_unseen/`, { ...clearing, schema: docs.seeAll }, async (req) => {
      const marked = await db
        .update(notificaciones)
        .set({ seen: true, seen_at: sql`now()` })
        .where(and(eq(notificaciones.user_id, me(req)), eq(notificaciones.seen, false)))
        .returning({ id: notificaciones.id });
      return { updated: marked.length };
    });
    // The history holds the seen ones only: an unseen one is not there to delete.
    app.delete(`/${BASE}/:id/`, { ...clearing, schema: docs.deleteOne }, async (req, reply) => {
      const id = readId(req.params);
      const deleted = await db
        .delete(notificaciones)
        .where(and(eq(notificaciones.id, id), eq(notificaciones.user_id, me(req)), eq(notificaciones.seen, true)))
        .returning({ id: notificaciones.id });
      if (!deleted.length) throw notFound();
      return reply.status(204).send();
    });
    app.delete(`/${BASE}/delete_all/`, { ...clearing, schema: docs.deleteAll }, async (req) => {
      const deleted = await db
        .delete(notificaciones)
        .where(and(eq(notificaciones.user_id, me(req)), eq(notificaciones.seen, true)))
        .returning({ id: notificaciones.id });
      return { deleted: deleted.length };
    });
  };
