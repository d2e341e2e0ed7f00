import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD } from '../../../domain/fields';
import type { AppContext } from '../../context';
import { usuarios } from '../../db/schema';
import { signedIn } from '../../http/guard';
import { recordAuthEvent } from '../authLog';
import { hashPassword } from '../passwords';
import { assertNewPassword } from '../passwordPolicy';
import { endSignIns, markAuthenticated } from '../sessions';
import { accountCall, endedSchema } from './docs';
import { type AccountProofs, readSecret } from './proofs';

const BODY = z.object({ current_password: z.string(), password: z.string().min(PASSWORD.min).max(PASSWORD.max).describe('8 to 256 characters, not a common one') });
const DOCS = accountCall(
  'account_password',
  'Change one\'s own password: needs the current one (ASVS 6.2.3; a wrong one counts as a failed sign-in); ends one\'s other sessions (7.4.3)',
  { body: BODY },
  { 200: endedSchema },
);

/** POST auth/account/password/: a new password for the signed-in person. This session stays; the others end. */
export const passwordRoutes =
  (ctx: AppContext, proofs: AccountProofs): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;

    app.post('/auth/account/password/', { onRequest: signedIn(ctx), schema: DOCS }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const user = req.user!;
      const current = readSecret(body, 'current_password');
      const password = readSecret(body, 'password');
      // The new one's rules first: a refused password costs no attempt of the current one.
      assertNewPassword('password', password, user);
      await proofs.password(req, reply, current, 'current_password');
      const hashed = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        // A sign-in halfway with the old password cannot be finished with a code now; the other
        // sessions end, and whoever knew the old password loses the device keys it earned (this
        // browser gets a new one at its next sign-in).
        const count = await endSignIns(tx, user.id, { exceptSession: user.sid, devices: true });
        await tx.update(usuarios).set({ password: hashed, updated_at: sql`now()` }).where(eq(usuarios.id, user.id));
        await markAuthenticated(tx, user.sid);
        await recordAuthEvent(tx, req, { action: 'password_changed', details: { ended: count } });
        return count;
      });
      return { ended };
    });
  };
