import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { signedIn } from '../../http/guard';
import { readId } from '../../kit/records';
import { idParams } from '../../kit/schemas';
import { recordAuthEvent } from '../authLog';
import { endSessions, listSessions } from '../sessions';
import { accountCall, endedSchema, sessionSchema } from './docs';

const DOCS = {
  list: accountCall('account_sessions', 'One\'s live sessions (where and when each signed in, last use), latest used first', {}, { 200: z.array(sessionSchema) }),
  end: accountCall('account_session_end', 'End one of one\'s sessions (the current one too: that is signing out); 404 when not a live one of one\'s own', { params: idParams }, { 204: z.null() }),
  others: accountCall('account_sessions_end_others', 'End every session of one\'s own but this one (ASVS 7.5.2)', { body: z.object({}) }, { 200: endedSchema }),
};

/** auth/account/sessions/: one's own sign-ins, and ending them (ASVS 7.5.2); each end is in the sign-in log. */
export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;

    app.get('/auth/account/sessions/', { onRequest: signedIn(ctx), schema: DOCS.list }, (req) => listSessions(db, req.user!.id, req.user!.sid));

    app.delete('/auth/account/sessions/:id/', { onRequest: signedIn(ctx), schema: DOCS.end }, async (req, reply) => {
      const seq = readId(req.params);
      await db.transaction(async (tx) => {
        if (!(await endSessions(tx, req.user!.id, { seq }))) throw notFound();
        await recordAuthEvent(tx, req, { action: 'session_ended', details: { session: seq, by: 'self' } });
      });
      return reply.status(204).send();
    });

    app.post('/auth/account/sessions/end_others/', { onRequest: signedIn(ctx), schema: DOCS.others }, async (req) => {
      const ended = await db.transaction(async (tx) => {
        const count = await endSessions(tx, req.user!.id, { except: req.user!.sid });
        await recordAuthEvent(tx, req, { action: 'sessions_ended', details: { count, by: 'self' } });
        return count;
      });
      return { ended };
    });
  };
