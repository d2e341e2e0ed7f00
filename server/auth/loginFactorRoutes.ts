import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isBackOfficeUser } from '../../domain/roles';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { usuarios } from '../db/schema';
import { ApiError } from '../http/errors';
import { apiError } from '../kit/schemas';
import { recordAuthEvent } from './authLog';
import { authRoute, codeBody, setupAnswer, setupBody, textOf, tokensAnswer } from './authSchemas';
import { failChallenge, findChallenge, useChallenge, type Challenge } from './challenges';
import { deviceById, validDevice } from './deviceTokens';
import type { loginLockout } from './lockout';
import { checkFactor, codesLeft, confirmSetup, factorState, prepareRecoveryCodes, setupOrigin, startSetup } from './secondFactor';
import { endSignIns } from './sessions';
import { completeSignIn } from './signIn';

const CODE = authRoute(
  'login_code',
  "Second step of a sign-in with a second factor: the challenge auth/login/ answered and a code from the authenticator app (6 digits) or a recovery code (XXXXX-XXXXX). Wrong codes count as failed sign-ins; five end the challenge (401 challenge_expired). Answers auth/login/'s tokens, plus recovery_codes_left after a recovery code",
  codeBody,
  { 200: tokensAnswer.extend({ recovery_codes_left: z.number().int().optional() }), 403: apiError },
);
const SETUP = authRoute(
  'login_setup',
  'A sign-in whose group requires a second factor the person lacks (web only): the secret to add to an authenticator app, its otpauth:// address and QR code (the same while the challenge lives)',
  setupBody,
  { 200: setupAnswer, 409: apiError },
);
const SETUP_CONFIRM = authRoute(
  'login_setup_confirm',
  "Turns the factor on with a code from the app and completes the sign-in: auth/login/'s tokens plus ten recovery codes, shown once",
  codeBody,
  { 200: tokensAnswer.extend({ recovery_codes: z.array(z.string()) }), 403: apiError, 409: apiError },
);

/** Thrown inside a code step's transaction to roll back its claim of the challenge (a wrong code spends only a try). */
class WrongCode extends Error {}
const bodyOf = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;

/**
 * The second step of a sign-in (issue #36): a code for a factor that is on, or setting one up
 * when the person's group requires it. The same lockout as passwords counts the codes.
 */
export function registerLoginFactorRoutes(app: FastifyInstance, ctx: AppContext, lockout: ReturnType<typeof loginLockout>) {
  const { db } = ctx.database;
  const key = ctx.config.factorKey;

  /** The live challenge of the body and its person, still active; 401 challenge_expired otherwise. */
  const challengeOf = async (token: string, purpose: Challenge['purpose']) => {
    const challenge = await findChallenge(db, token, purpose);
    const [user] = challenge ? await db.select().from(usuarios).where(eq(usuarios.id, challenge.userId)) : [];
    if (!challenge || !user || user.status !== 1) throw new ApiError(401, 'challenge_expired');
    return { challenge, user };
  };

  /** Counts the code's attempt on the lockout, as a password's: the device key when the device is the person's. */
  const countAttempt = async (req: FastifyRequest, reply: FastifyReply, challenge: Challenge, email: string) => {
    const device = (await validDevice(db, bodyOf(req).device_token, email)) ?? (await deviceById(db, challenge.deviceTokenId, challenge.userId));
    return { device, attempt: await lockout.attempt(email, req.ip, reply, device) };
  };

  const wrongCode = async (req: FastifyRequest, challenge: Challenge): Promise<never> => {
    await failChallenge(db, challenge.hash);
    await recordAuthEvent(db, req, { action: 'login_factor_failed', userId: challenge.userId, details: { second_factor: challenge.purpose } });
    throw new ApiError(400, 'code_invalid');
  };

  /**
   * Claims the challenge, then runs `finish` (the code's check and the sign-in) in the same
   * transaction. Of two parallel requests the second waits for the claim and finds it spent (401)
   * before its code is looked at; a wrong code (`finish` answers null) or any failure rolls the
   * claim and the code back, so nothing is burnt but the try a wrong code costs.
   */
  const claimAndFinish = async <T>(req: FastifyRequest, challenge: Challenge, finish: (tx: Tx) => Promise<T | null>): Promise<T> => {
    try {
      return await db.transaction(async (tx) => {
        if (!(await useChallenge(tx, challenge.hash))) throw new ApiError(401, 'challenge_expired');
        const done = await finish(tx);
        if (done === null) throw new WrongCode();
        return done;
      });
    } catch (error) {
      if (error instanceof WrongCode) return wrongCode(req, challenge);
      throw error;
    }
  };

  /** A web sign-in still needs a back-office group (it may have been removed between the steps). */
  const admitGroups = async (req: FastifyRequest, challenge: Challenge, groups: string[], forgive: () => Promise<void>) => {
    if (challenge.app || isBackOfficeUser(groups)) return;
    await forgive();
    await recordAuthEvent(db, req, { action: 'login_refused', userId: challenge.userId });
    throw new ApiError(403, 'no_allowed');
  };

  app.post('/auth/login/code/', CODE, async (req, reply) => {
    const body = bodyOf(req);
    const code = textOf(body.code).trim();
    if (!textOf(body.challenge) || !code) throw new ApiError(400, 'incomplete_credentials');
    const { challenge, user } = await challengeOf(textOf(body.challenge), 'code');
    const email = user.email.toLowerCase();
    const { device, attempt } = await countAttempt(req, reply, challenge, email);
    // Refusals first: a sign-in refused for its groups spends no code.
    await admitGroups(req, challenge, user.groups, attempt.forgive);
    const answer = await claimAndFinish(req, challenge, async (tx) => {
      const proof = await checkFactor(tx, key, user.id, code);
      if (!proof) return null;
      const signedIn = await completeSignIn(ctx, req, user, { app: challenge.app, device, secondFactor: proof }, tx);
      return proof === 'recovery' ? { ...signedIn, recovery_codes_left: await codesLeft(tx, user.id) } : signedIn;
    });
    await attempt.succeeded(user.id);
    return answer;
  });

  app.post('/auth/login/setup/', SETUP, async (req) => {
    const token = textOf(bodyOf(req).challenge);
    if (!token) throw new ApiError(400, 'incomplete_credentials');
    const { challenge, user } = await challengeOf(token, 'setup');
    if ((await factorState(db, user.id)).enabled) throw new ApiError(409, 'second_factor_on');
    // Bound to this challenge: a setup the owner started elsewhere (My account) is never shown here.
    return startSetup(db, key, { id: user.id, email: user.email }, setupOrigin.challenge(challenge.hash));
  });

  app.post('/auth/login/setup/confirm/', SETUP_CONFIRM, async (req, reply) => {
    const body = bodyOf(req);
    const code = textOf(body.code).trim();
    if (!textOf(body.challenge) || !code) throw new ApiError(400, 'incomplete_credentials');
    const { challenge, user } = await challengeOf(textOf(body.challenge), 'setup');
    const { device, attempt } = await countAttempt(req, reply, challenge, user.email.toLowerCase());
    await admitGroups(req, challenge, user.groups, attempt.forgive);
    // Hashed before the transaction, which holds the challenge's claim: a wrong code wastes them.
    const prepared = await prepareRecoveryCodes();
    // The factor goes on only with the session that proves it: a sign-in that fails leaves it off.
    const answer = await claimAndFinish(req, challenge, async (tx) => {
      const codes = await confirmSetup(tx, key, user.id, code, setupOrigin.challenge(challenge.hash), prepared);
      if (!codes) return null;
      // A factor turned on ends the person's other sessions (ASVS 7.4.3) and sign-ins halfway, as My account's confirm does.
      const ended = await endSignIns(tx, user.id);
      await recordAuthEvent(tx, req, { action: 'second_factor_enabled', userId: user.id, details: { at: 'sign_in', ended } });
      return { ...(await completeSignIn(ctx, req, user, { app: false, device, secondFactor: 'totp' }, tx)), recovery_codes: codes };
    });
    await attempt.succeeded(user.id);
    return answer;
  });
}
