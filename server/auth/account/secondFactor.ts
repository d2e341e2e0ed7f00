import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { signedIn } from '../../http/guard';
import { recordAuthEvent } from '../authLog';
import { requireRecentAuth } from '../reauth';
import { confirmSetup, factorState, prepareRecoveryCodes, removeFactor, setupOrigin, startSetup, storeRecoveryCodes } from '../secondFactor';
import { endSignIns, markAuthenticated } from '../sessions';
import { factorView } from './accountView';
import { setupAnswer } from '../authSchemas';
import { accountCall, recoveryCodesSchema } from './docs';
import { type AccountProofs, readCode } from './proofs';

const code = z.object({ code: z.string().describe('6 digits from the app (disable: or a recovery code)') });
const DOCS = {
  setup: accountCall('account_factor_setup', 'Start turning the second factor on: a secret, its otpauth:// address and QR code (re-authentication; 409 second_factor_on)', { body: z.object({}) }, { 200: setupAnswer }),
  confirm: accountCall('account_factor_confirm', 'Confirm the setup with a code from the app: the factor is on, ten recovery codes are shown once, one\'s other sessions end', { body: code }, { 200: recoveryCodesSchema }),
  disable: accountCall('account_factor_disable', 'Turn the second factor off with a code (the proof); 409 when one\'s group requires it; one\'s other sessions end', { body: code }, { 204: z.null() }),
  codes: accountCall('account_factor_recovery_codes', 'Ten new recovery codes replacing the old ones (re-authentication)', { body: z.object({}) }, { 200: recoveryCodesSchema }),
};

/** The caller's factor as My account shows it: 409 `second_factor_on`/`off` when it is not as the call needs. */
async function stateOf(db: Db, req: FastifyRequest) {
  return factorView(db, req.user!.id, req.user!.groups);
}
const mustBe = (state: { enabled: boolean }, enabled: boolean) => {
  if (state.enabled !== enabled) throw new ApiError(409, enabled ? 'second_factor_off' : 'second_factor_on');
};

/** auth/account/second_factor/: a TOTP second factor the person turns on and off (issue #36, ASVS 6.5). */
export const secondFactorRoutes =
  (ctx: AppContext, proofs: AccountProofs): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    const key = ctx.config.factorKey;
    const route = { onRequest: signedIn(ctx) };

    app.post('/auth/account/second_factor/setup/', { ...route, schema: DOCS.setup }, async (req) => {
      mustBe(await stateOf(db, req), false);
      await requireRecentAuth(db, req);
      return startSetup(db, key, { id: req.user!.id, email: req.user!.email }, setupOrigin.session(req.user!.sid));
    });

    app.post('/auth/account/second_factor/confirm/', { ...route, schema: DOCS.confirm }, async (req, reply) => {
      const given = readCode((req.body ?? {}) as Record<string, unknown>, 'totp');
      const state = await factorState(db, req.user!.id);
      if (state.enabled) throw new ApiError(409, 'second_factor_on');
      if (!state.pending) throw new ApiError(409, 'invalid_transition');
      const attempt = await proofs.codeAttempt(req, reply);
      const prepared = await prepareRecoveryCodes();
      const codes = await db.transaction(async (tx) => {
        const recovery = await confirmSetup(tx, key, req.user!.id, given, setupOrigin.session(req.user!.sid), prepared);
        if (!recovery) return null;
        // A factor turned on ends the other sessions (ASVS 7.4.3) and sign-ins halfway; this one just proved a code.
        const ended = await endSignIns(tx, req.user!.id, { exceptSession: req.user!.sid });
        await markAuthenticated(tx, req.user!.sid);
        await recordAuthEvent(tx, req, { action: 'second_factor_enabled', details: { ended } });
        return recovery;
      });
      if (!codes) return attempt.failed();
      await attempt.succeeded();
      return { recovery_codes: codes };
    });

    app.post('/auth/account/second_factor/disable/', { ...route, schema: DOCS.disable }, async (req, reply) => {
      const given = readCode((req.body ?? {}) as Record<string, unknown>, 'any');
      const state = await stateOf(db, req);
      mustBe(state, true);
      if (state.required) throw new ApiError(409, 'second_factor_required');
      // The code is the proof (it is spent); then the factor goes, with the other sessions.
      const used = await proofs.code(req, reply, given);
      await db.transaction(async (tx) => {
        // Sign-ins first, in a code step's lock order (challenge, then the factor).
        const ended = await endSignIns(tx, req.user!.id, { exceptSession: req.user!.sid });
        await removeFactor(tx, req.user!.id);
        await markAuthenticated(tx, req.user!.sid);
        await recordAuthEvent(tx, req, { action: 'second_factor_disabled', details: { second_factor: used, ended } });
      });
      return reply.status(204).send();
    });

    app.post('/auth/account/second_factor/recovery_codes/', { ...route, schema: DOCS.codes }, async (req) => {
      mustBe(await stateOf(db, req), true);
      await requireRecentAuth(db, req);
      const prepared = await prepareRecoveryCodes();
      const codes = await db.transaction(async (tx) => {
        const fresh = await storeRecoveryCodes(tx, req.user!.id, prepared);
        await recordAuthEvent(tx, req, { action: 'recovery_codes_renewed' });
        return fresh;
      });
      return { recovery_codes: codes };
    });
  };
