import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isBackOfficeUser } from '../../domain/roles';
import type { AppContext } from '../context';
import { usuarios } from '../db/schema';
import { recordAudit } from '../http/audit';
import { PUBLIC_ROUTE, signedIn } from '../http/guard';
import { ApiError } from '../http/errors';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { dbThrottle, secondsUntil } from './throttle';
import { loginLockout } from './lockout';
import { endSessionOf, rotate, startSession } from './sessions';
import { signToken, verifyToken } from './tokens';
import { isAppSignIn } from './appSessions';
import { appProfile } from './appProfile';
import { apiError, fieldErrors, operationIdOf } from '../kit/schemas';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Route schemas for the API docs; the handlers read bodies themselves (server/kit/openapi.ts). */
const auth = (call: string, summary: string, body: z.ZodObject, ok: Record<number, z.ZodType>): { schema: FastifySchema } & typeof PUBLIC_ROUTE => ({
  // Open to anyone: no token is needed to sign in or recover a password.
  ...PUBLIC_ROUTE,
  schema: { tags: ['auth'], operationId: operationIdOf('auth', call), summary, security: [], body, response: { ...ok, 400: apiError.or(fieldErrors), 401: apiError, 429: apiError } },
});
const refreshBody = z.object({ refresh: z.string() });
const LOGIN = auth('login', 'Sign in: back-office groups only (403 no_allowed otherwise); with `User-Type: app`, any active user, for the phone\'s calls only (DOMAIN §7)', z.object({ email: z.string(), password: z.string() }), {
  200: z.object({
    access: z.string(),
    refresh: z.string(),
    groups: z.array(z.string()),
    first_name: z.string(),
    last_name: z.string(),
    id: z.number().int(),
    // An app session gets no back-office socket (docs/DECISIONS.md).
    websockets_token: z.string().optional().describe('Absent for an app session'),
    planta: z
      .object({ id: z.number().int(), name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
      .nullable()
      .optional()
      .describe("An app session only: the user's plant and its position"),
    viaje: z.number().int().nullable().optional().describe('An app session only: the started trip the user drives or rides in, or null'),
  }),
  403: apiError,
});
const REFRESH = auth('refresh', 'Rotate a refresh token: a new access and refresh token; the presented one is spent, and presenting it again ends its session', refreshBody, {
  200: z.object({ access: z.string(), refresh: z.string() }),
});
const LOGOUT = auth('logout', "End the refresh token's session: its access and refresh tokens stop working", refreshBody, { 204: z.undefined() });
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

    app.post('/auth/login/', LOGIN, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = str(body.email).trim().toLowerCase();
      const password = str(body.password);
      if (!email || !password) throw new ApiError(400, 'incomplete_credentials');
      // Counted before the password is checked; 429 with when to try again.
      const attempt = await lockout.attempt(email, req.ip, reply);

      const [user] = await db.select().from(usuarios).where(sql`lower(${usuarios.email}) = ${email}`);
      const ok = await verifyPassword(user?.password, password);
      if (!user || !ok || user.status !== 1) {
        await recordAudit(db, req, { resource: 'auth', action: 'login_failed', recordId: user?.id ?? null, changes: { email } });
        throw new ApiError(401, 'invalid_credentials');
      }
      // The phone (DOMAIN §7) signs in any active user; its tokens reach only the app's calls.
      const app = isAppSignIn(req);
      // The group check comes after the password, so it reveals nothing to someone guessing.
      if (!app && !isBackOfficeUser(user.groups)) {
        // A right password is not a failure, for the account or the address.
        await attempt.forgive();
        await recordAudit(db, req, { resource: 'auth', action: 'login_refused', recordId: user.id, userId: user.id });
        throw new ApiError(403, 'no_allowed');
      }
      // The account's failures are forgotten and this address becomes known to it.
      await attempt.succeeded(user.id);

      // Hashed before the transaction: hashing takes a while, and a transaction holds a pooled connection throughout.
      const rehash = user.password && needsRehash(user.password) ? { password: await hashPassword(password) } : {};
      const { access, refresh, ws } = await db.transaction(async (tx) => {
        const session = await startSession(tx, secret, user.id, user.token_version, app);
        await tx.update(usuarios).set({ last_login: sql`now()`, ...rehash }).where(eq(usuarios.id, user.id));
        await recordAudit(tx, req, { resource: 'auth', action: 'login', recordId: user.id, userId: user.id, ...(app ? { changes: { user_type: 'app' } } : {}) });
        // An app session gets no back-office socket: no ticket now, and ws-ticket/ refuses it.
        return { ...session, ws: app ? null : await signToken(secret, 'ws', user.id, user.token_version, { sid: session.sid }) };
      });
      return {
        access,
        refresh,
        groups: user.groups,
        first_name: user.name,
        last_name: user.last_name,
        id: user.id,
        // The phone learns where it belongs instead (server/auth/appProfile.ts).
        ...(ws ? { websockets_token: ws.token } : await appProfile(db, user.id)),
      };
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
      const rotated = claims ? await rotate(db, secret, claims) : null;
      if (!rotated?.tokens) {
        const userId = rotated?.replayedBy ?? null;
        if (userId !== null) await recordAudit(db, req, { resource: 'auth', action: 'refresh_reused', recordId: userId, userId });
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
      if (userId !== null) await recordAudit(db, req, { resource: 'auth', action: 'logout', recordId: userId, userId });
      return reply.status(204).send();
    });
  };
