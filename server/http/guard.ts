import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { canAccess } from '../../domain/access';
import { rolesOf, type Role } from '../../domain/roles';
import { sessions, usuarios } from '../db/schema';
import { verifyToken, type TokenClaims } from '../auth/tokens';
import { createCallerCache, type CallerCacheOptions } from '../auth/callerCache';
import type { Database, Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import type { AppContext } from '../context';
import { ApiError, permissionDenied } from './errors';
import { admitSession } from '../auth/appSessions';

export interface CurrentUser {
  id: number;
  email: string;
  groups: string[];
  name: string;
  last_name: string;
  /** Signed in from the phone (`User-Type: app`): reaches only domain/appCalls.ts calls (server/auth/appSessions.ts). */
  app?: boolean;
  /** The token's session (sessions.id): which session is "this one" (My account, re-authentication). */
  sid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Set (with PUBLIC_ROUTE) on the few calls anyone may make without a token. */
    access?: 'public';
  }
}

/**
 * Who may call a route. Every route under /api declares one: `public` in its config, the others
 * by the onRequest hook below that enforces them. test/server/auth/roleMatrix.test.ts reads each
 * route's rule from the running app and calls it as every role, so a route without one fails.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'guarded'; resource: string; action: string }
  | { kind: 'roles'; roles: readonly Role[] }
  /** Only an app session (the phone, DOMAIN §7), on a call of domain/appCalls.ts. */
  | { kind: 'app' };

/** Route options for a call open to anyone (sign-in, recovery, the docs page). */
export const PUBLIC_ROUTE = { config: { access: 'public' } } as const;

const RULE = Symbol('access rule');
type RuledHook = onRequestHookHandler & { [RULE]?: AccessRule };
const withRule = (hook: onRequestHookHandler, rule: AccessRule): onRequestHookHandler => Object.assign(hook, { [RULE]: rule });

/** The rules a route declares (exactly one when it is well declared), read when it registers. */
export function accessRulesOf(route: Pick<RouteOptions, 'config' | 'onRequest'>): AccessRule[] {
  const declared: AccessRule[] = (route.config as { access?: string } | undefined)?.access === 'public' ? [{ kind: 'public' }] : [];
  const hooks = [route.onRequest ?? []].flat() as RuledHook[];
  return [...declared, ...hooks.flatMap((hook) => (hook[RULE] ? [hook[RULE]] : []))];
}

/**
 * Resolves the bearer token to a live user (liveUser below): a disabled user, removed
 * permissions, a new password (token_version bump) or a logout (session ended) stop the token
 * within a second on every instance. Then the session's kind: an app token reaches only the
 * calls of domain/appCalls.ts, a back-office one none of the app-only ones (403).
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<CurrentUser> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'not_authenticated');
  const user = await liveUser(ctx, await verifyToken(ctx.config.jwtSecret, match[1], 'access'));
  if (!user) throw new ApiError(401, 'token_not_valid');
  admitSession(req, user.app === true);
  return user;
}

/** What liveUser reads of a session and its user; the caller cache keeps it. */
export interface CallerRow extends Omit<CurrentUser, 'sid'> {
  status: number;
  ver: number;
  /** The session's end, in milliseconds since the epoch. */
  sessionEnd: number;
}

/** The user row joined to the live session `sid`, built once (db/prepared.ts): every cache miss sends it. */
const callerQuery = preparedOnce((db, name) => {
  const live = and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.user_id, usuarios.id), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`));
  const query = db
    .select({ id: usuarios.id, email: usuarios.email, groups: usuarios.groups, name: usuarios.name, last_name: usuarios.last_name, status: usuarios.status, ver: usuarios.token_version, end: sessions.expires_at })
    .from(usuarios)
    .innerJoin(sessions, live)
    .where(eq(usuarios.id, sql.placeholder('userId')));
  return query.prepare(name(query));
});

/** The user row joined to the live session `sid` (one query); null when the session ended or is not the user's. */
async function loadCaller(db: Db, sid: string, userId: number): Promise<CallerRow | null> {
  const [row] = await callerQuery(db).execute({ sid, userId });
  if (!row) return null;
  const { end, ...caller } = row;
  return { ...caller, sessionEnd: end.getTime() };
}

/**
 * The app's cache of loadCaller (auth/callerCache.ts): most calls make no query for the caller.
 * buildApp keeps it fresh through auth/callerListener.ts.
 */
export const createCallers = (database: Database, options: Pick<CallerCacheOptions<CallerRow>, 'ttlMs'> = {}) =>
  createCallerCache<CallerRow>({ ...options, load: (sid, userId) => loadCaller(database.db, sid, userId) });

/**
 * The user a verified token (access or websocket ticket) speaks for, while its session lives
 * and the account is active with the token's version; null otherwise. Read through the app's
 * caller cache when it has one (a context without one, e.g. a test's extra routes, queries).
 */
export async function liveUser(ctx: AppContext, claims: TokenClaims | null): Promise<CurrentUser | null> {
  // Every token is issued for a session; one without is not ours to accept.
  if (!claims?.sid) return null;
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return null;
  const row = await (ctx.callers ? ctx.callers.lookup(claims.sid, userId) : loadCaller(ctx.database.db, claims.sid, userId));
  // The session's end is checked here too: a cached row may outlive it.
  if (!row || row.status !== 1 || row.ver !== claims.ver || row.sessionEnd <= Date.now()) return null;
  const user: CurrentUser = { id: row.id, email: row.email, groups: row.groups, name: row.name, last_name: row.last_name, sid: claims.sid };
  // The kind is the token's (signed), never the request's User-Type.
  if (claims.app === true) user.app = true;
  return user;
}

/** onRequest hook: authenticate, then DOMAIN §1 for (resource, action), before the body is even read. */
export function guard(ctx: AppContext, resource: string, action: string): onRequestHookHandler {
  return withRule(async (req) => {
    req.user = await authenticate(ctx, req);
    // An app session was admitted to this call by domain/appCalls.ts, its own rules (owner) follow.
    if (!req.appCall && !canAccess(req.user.groups, resource, action)) throw permissionDenied();
  }, { kind: 'guarded', resource, action });
}

/** onRequest hook for the phone's own calls (DOMAIN §7: a loan's cancel by its borrower): app sessions only. */
export function appOnly(ctx: AppContext): onRequestHookHandler {
  return withRule(async (req) => {
    req.user = await authenticate(ctx, req);
    if (!req.appCall) throw permissionDenied();
  }, { kind: 'app' });
}

/** onRequest hook for calls outside DOMAIN §1's resources that only some roles make (the API document: admin). */
export function rolesOnly(ctx: AppContext, roles: readonly Role[]): onRequestHookHandler {
  return withRule(async (req) => {
    req.user = await authenticate(ctx, req);
    if (!rolesOf(req.user.groups).some((role) => roles.includes(role))) throw permissionDenied();
  }, { kind: 'roles', roles });
}

/** onRequest hook for calls any signed-in back-office user may make (e.g. own notifications). */
export function signedIn(ctx: AppContext): onRequestHookHandler {
  return withRule(async (req) => {
    req.user = await authenticate(ctx, req);
  }, { kind: 'signedIn' });
}
