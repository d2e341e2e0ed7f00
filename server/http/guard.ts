import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { canAccess } from '../../domain/access';
import { usuarios } from '../db/schema';
import { verifyToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { ApiError, permissionDenied } from './errors';

export interface CurrentUser {
  id: number;
  email: string;
  groups: string[];
  name: string;
  last_name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

/**
 * Resolves the bearer token to a live user. Reads the user row on every call, so a disabled
 * user, removed permissions or a new password (token_version bump) stop tokens at once.
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<CurrentUser> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'not_authenticated');
  const claims = await verifyToken(ctx.config.jwtSecret, match[1], 'access');
  if (!claims) throw new ApiError(401, 'token_not_valid');
  const [user] = await ctx.database.db
    .select({ id: usuarios.id, email: usuarios.email, groups: usuarios.groups, name: usuarios.name, last_name: usuarios.last_name, status: usuarios.status, ver: usuarios.token_version })
    .from(usuarios)
    .where(eq(usuarios.id, Number(claims.sub)));
  if (!user || user.status !== 1 || user.ver !== claims.ver) throw new ApiError(401, 'token_not_valid');
  return { id: user.id, email: user.email, groups: user.groups, name: user.name, last_name: user.last_name };
}

/** onRequest hook: authenticate, then DOMAIN §1 for (resource, action), before the body is even read. */
export function guard(ctx: AppContext, resource: string, action: string): onRequestHookHandler {
  return async (req) => {
    req.user = await authenticate(ctx, req);
    if (!canAccess(req.user.groups, resource, action)) throw permissionDenied();
  };
}

/** onRequest hook for calls any signed-in back-office user may make (e.g. own notifications). */
export function signedIn(ctx: AppContext): onRequestHookHandler {
  return async (req) => {
    req.user = await authenticate(ctx, req);
  };
}
