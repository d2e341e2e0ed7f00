import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hasAnyGroup, isBackOfficeUser } from '../../domain/roles';
import type { AppContext } from '../context';
import { configuracion, second_factors, usuarios } from '../db/schema';
import { signedIn } from '../http/guard';
import { ApiError } from '../http/errors';
import { upgradeHash, verifyPassword } from './passwords';
import { dbThrottle, secondsUntil } from './throttle';
import { loginLockout } from './lockout';
import { endSessionOf, rotate } from './sessions';
import { signToken, verifyToken } from './tokens';
import { isAppSignIn } from './appSessions';
import { recordAuthEvent } from './authLog';
import { createChallenge } from './challenges';
import { validDevice } from './deviceTokens';
import { completeSignIn } from './signIn';
import { registerLoginFactorRoutes } from './loginFactorRoutes';
import { apiError, operationIdOf } from '../kit/schemas';
import { settingValue } from '../resources/settings';
import { authRoute, challengeAnswer, loginBody, textOf, tokensAnswer } from './authSchemas';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const refreshBody = z.object({ refresh: z.string() });
const LOGIN = authRoute(
  'login',
  "Sign in: back-office groups only (403 no_allowed otherwise); with `User-Type: app`, any active user, for the phone's calls only (DOMAIN §7). With a second factor on (or one the person's group requires and they lack, web only) it answers a challenge instead of tokens: auth/login/code/ (or auth/login/setup/) completes it",
  loginBody,
  { 200: tokensAnswer.or(challengeAnswer), 403: apiError },
);
const REFRESH = authRoute('refresh', 'Rotate a refresh token: a new access and refresh token; the presented one is spent, and presenting it again ends its session', refreshBody, {
  200: z.object({ access: z.string(), refresh: z.string() }),
});
const LOGOUT = authRoute('logout', "End the refresh token's session: its access and refresh tokens stop working", refreshBody, { 204: z.undefined() });
const WS_TICKET = {
  tags: ['auth'],
  operationId: operationIdOf('auth', 'ws_ticket'),
  summary: 'A fresh websockets_token for the websocket (/api/ws/, DOMAIN §6), of the caller\'s session; it lasts a minute. An app session gets 403',
  response: { 200: z.object({ websockets_token: z.string() }), 401: apiError, 403: apiError },
};

/** SPEC §7 auth calls: login, refresh (rotating); plus logout, which ends the session. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    const secret = ctx.config.jwtSecret;
    const refreshes = dbThrottle(db, 'refresh:ip', 30, FIFTEEN_MINUTES);
    // Sign-in: progressive delays per account and per address (server/auth/lockout.ts).
    const lockout = loginLockout(db);
    // The second step of a sign-in with a second factor (auth/login/code/, auth/login/setup/…).
    registerLoginFactorRoutes(app, ctx, lockout);

    app.post('/auth/login/', LOGIN, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = textOf(body.email).trim().toLowerCase();
      const password = textOf(body.password);
      if (!email || !password) throw new ApiError(400, 'incomplete_credentials');
      // A browser or phone that signed in to this account before counts on its own key (ASVS 6.3.1).
      const device = await validDevice(db, body.device_token, email);
      // Counted before the password is checked; 429 with when to try again.
      const attempt = await lockout.attempt(email, req.ip, reply, device);

      // One query for the person, whether their second factor is on, and the groups that require one.
      const [row] = await db
        .select({
          user: usuarios,
          factorOn: sql<boolean>`${second_factors.enabled_at} IS NOT NULL`,
          requiredGroups: settingValue<string[] | null>(configuracion.second_factor_groups),
        })
        .from(usuarios)
        .leftJoin(second_factors, eq(second_factors.user_id, usuarios.id))
        .where(sql`lower(${usuarios.email}) = ${email}`);
      const user = row?.user;
      const ok = await verifyPassword(user?.password, password);
      if (!user || !ok || user.status !== 1) {
        await recordAuthEvent(db, req, { action: 'login_failed', userId: null, recordId: user?.id ?? null, details: { email } });
        throw new ApiError(401, 'invalid_credentials');
      }
      // An old hash is upgraded now, whichever way the sign-in goes on (tokens, a code, a setup).
      await upgradeHash(db, user, password);
      // The phone (DOMAIN §7) signs in any active user; its tokens reach only the app's calls.
      const app = isAppSignIn(req);
      // The group check comes after the password, so it reveals nothing to someone guessing.
      if (!app && !isBackOfficeUser(user.groups)) {
        // A right password is not a failure, for the account or the address.
        await attempt.forgive();
        await recordAuthEvent(db, req, { action: 'login_refused', userId: user.id });
        throw new ApiError(403, 'no_allowed');
      }
      // A second factor that is on is always asked; one the person's group requires is set up first.
      const step = row.factorOn ? 'code' : hasAnyGroup(user.groups, row.requiredGroups ?? []) ? 'setup' : null;
      if (step === 'setup' && app) {
        await attempt.forgive();
        await recordAuthEvent(db, req, { action: 'login_refused', userId: user.id, details: { reason: 'second_factor_setup_required', user_type: 'app' } });
        throw new ApiError(403, 'second_factor_setup_required');
      }
      if (step) {
        // The password was right: not a failure, but nothing is cleared until the code proves the rest.
        await attempt.forgive();
        const started = await createChallenge(db, { userId: user.id, purpose: step, app, deviceTokenId: device?.id ?? null });
        await recordAuthEvent(db, req, { action: 'login_challenge', userId: user.id, details: { second_factor: step, ...(app ? { user_type: 'app' } : {}) } });
        return { challenge: started.challenge, second_factor: step, expires_in: started.expiresIn };
      }
      // The account's failures are forgotten and this address becomes known to it.
      await attempt.succeeded(user.id);
      return completeSignIn(ctx, req, user, { app, device });
    });

    const refreshClaims = async (token: unknown) => (typeof token === 'string' ? verifyToken(secret, token, 'refresh') : null);

    app.post('/auth/refresh/', REFRESH, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!body.refresh) throw new ApiError(400, 'incomplete_credentials');
      // Counted before the token is checked; 429 once the address is past its limit.
      const { allowed, retryAt } = await refreshes.hit(req.ip);
      if (!allowed) {
        reply.header('retry-after', String(secondsUntil(retryAt)));
        throw new ApiError(429, 'throttled');
      }
      const claims = await refreshClaims(body.refresh);
      // Rotation: the presented token is spent and a new pair issued; a replayed one ends its session.
      const rotated = claims ? await rotate(db, secret, claims, req.ip) : null;
      if (!rotated?.tokens) {
        const userId = rotated?.replayedBy ?? null;
        if (userId !== null) await recordAuthEvent(db, req, { action: 'refresh_reused', userId });
        throw new ApiError(401, 'token_not_valid');
      }
      await refreshes.forgive(req.ip);
      return rotated.tokens;
    });

    app.post('/auth/ws-ticket/', { onRequest: signedIn(ctx), schema: WS_TICKET }, async (req) => {
      // signedIn accepted this bearer token: the ticket belongs to its session and version.
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')![1];
      const claims = (await verifyToken(secret, bearer, 'access'))!;
      const ws = await signToken(secret, 'ws', req.user!.id, claims.ver, { sid: claims.sid });
      return { websockets_token: ws.token };
    });

    /** Ends the refresh token's session: every access and refresh token of that sign-in stops at once. */
    app.post('/auth/logout/', LOGOUT, async (req, reply) => {
      const claims = await refreshClaims(((req.body ?? {}) as Record<string, unknown>).refresh);
      const userId = claims ? await endSessionOf(db, claims.jti) : null;
      if (userId !== null) await recordAuthEvent(db, req, { action: 'logout', userId });
      return reply.status(204).send();
    });
  };
