import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { REAUTH } from '../../../domain/reauth';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/guard';
import { recordAuthEvent } from '../authLog';
import { markAuthenticated } from '../sessions';
import { accountCall } from './docs';
import { type AccountProofs, readCode, readSecret } from './proofs';

const DOCS = accountCall(
  'reauth',
  'Prove it is still you (ASVS 7.5.1): the password, or a code from the app; sensitive changes are then allowed for a few minutes (answered 403 reauth_required otherwise)',
  { body: z.object({ password: z.string().optional(), code: z.string().optional().describe('6 digits, when a second factor is on') }) },
  { 200: z.object({ authenticated_at: z.iso.datetime({ offset: true }), reauth_until: z.iso.datetime({ offset: true }) }) },
);

/** POST auth/reauth/: the session proves itself again; counted by the sign-in lockout like a sign-in. */
export const reauthRoutes =
  (ctx: AppContext, proofs: AccountProofs): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;

    app.post('/auth/reauth/', { onRequest: signedIn(ctx), schema: DOCS }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // A code when one is given, the password otherwise (the dialog sends one of them).
      const byCode = body.code !== undefined && body.password === undefined;
      if (byCode) {
        await proofs.code(req, reply, readCode(body, 'totp'), 'reauth_failed');
      } else {
        await proofs.password(req, reply, readSecret(body, 'password'));
      }
      const sid = req.user!.sid;
      const marked = await db.transaction(async (tx) => {
        const when = await markAuthenticated(tx, sid);
        await recordAuthEvent(tx, req, { action: 'reauth', details: { method: byCode ? 'code' : 'password' } });
        return when;
      });
      const at = marked ?? new Date();
      return { authenticated_at: at.toISOString(), reauth_until: new Date(at.getTime() + REAUTH.windowSeconds * 1000).toISOString() };
    });
  };
