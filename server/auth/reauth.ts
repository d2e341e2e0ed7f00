import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { REAUTH } from '../../domain/reauth';
import type { Db } from '../db/client';
import { second_factors, sessions } from '../db/schema';
import { ApiError } from '../http/errors';

/** How a session may prove itself again: its password, or also a code when its person has a factor on. */
export type ReauthMethod = 'password' | 'code';

/**
 * Refuses a sensitive change (ASVS 7.5.1, docs/DECISIONS.md) unless the caller's session gave a
 * password or a code within REAUTH.windowSeconds: 403 `reauth_required` with the `methods` it may
 * use at `auth/reauth/`. A 403, not a 401: the client asks and retries, it does not sign out.
 * Read from the session row itself (no cache), inside the write's transaction when given one.
 */
export async function requireRecentAuth(db: Pick<Db, 'execute'>, req: FastifyRequest): Promise<void> {
  const sid = req.user?.sid ?? null;
  const { rows } = await db.execute<{ fresh: boolean; code: boolean }>(sql`
    SELECT s.authenticated_at > now() - make_interval(secs => ${REAUTH.windowSeconds}) AS fresh,
      EXISTS (SELECT 1 FROM ${second_factors} f WHERE f.user_id = s.user_id AND f.enabled_at IS NOT NULL) AS code
    FROM ${sessions} s WHERE s.id = ${sid}`);
  const [row] = rows;
  if (row?.fresh) return;
  const methods: ReauthMethod[] = row?.code ? ['password', 'code'] : ['password'];
  throw new ApiError(403, 'reauth_required', 'errors.reauth_required', {}, { methods });
}
