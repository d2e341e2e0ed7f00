import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refresh_tokens, sessions, usuarios } from '../db/schema';
import { signToken, TOKEN_TTL_SECONDS, type TokenClaims } from './tokens';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SessionTokens {
  access: string;
  refresh: string;
}

/** Signs an access and a refresh token for `sid` (of an app session when `app`), storing the refresh token's row. */
async function issue(tx: Db | Tx, secret: Uint8Array, userId: number, version: number, sid: string, sessionEnd: Date, app = false): Promise<SessionTokens> {
  const access = await signToken(secret, 'access', userId, version, { sid, app });
  const refresh = await signToken(secret, 'refresh', userId, version, { sid, expiresAt: sessionEnd, app });
  await tx.insert(refresh_tokens).values({ jti: refresh.jti, user_id: userId, session_id: sid, expires_at: refresh.expiresAt });
  return { access: access.token, refresh: refresh.token };
}

/** A new sign-in: its session row and first token pair (an app session's when `app`). Call inside the login's transaction. */
export async function startSession(tx: Db | Tx, secret: Uint8Array, userId: number, version: number, app = false) {
  // The user's sessions past their end can prove nothing any more: they go, with their tokens.
  await tx.delete(sessions).where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, sql`now()`)));
  const sid = randomUUID();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS.refresh * 1000);
  await tx.insert(sessions).values({ id: sid, user_id: userId, expires_at: expiresAt });
  return { sid, ...(await issue(tx, secret, userId, version, sid, expiresAt, app)) };
}

/**
 * Spends a refresh token and issues the next pair of its session. Spending is one conditional
 * UPDATE, so of two parallel calls with one token exactly one wins. A token that was already
 * spent is being replayed (stolen, or a client that lost the answer): its whole session ends.
 */
export type Rotation = { tokens: SessionTokens } | { tokens: null; replayedBy: number | null };

export async function rotate(db: Db, secret: Uint8Array, claims: TokenClaims): Promise<Rotation> {
  const rotated = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refresh_tokens)
      .set({ used_at: sql`now()` })
      .from(sessions)
      .innerJoin(usuarios, eq(usuarios.id, sessions.user_id))
      .where(
        and(
          eq(refresh_tokens.jti, claims.jti),
          isNull(refresh_tokens.used_at),
          isNull(refresh_tokens.revoked_at),
          gt(refresh_tokens.expires_at, sql`now()`),
          eq(sessions.id, refresh_tokens.session_id),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, sql`now()`),
          eq(usuarios.status, 1),
          eq(usuarios.token_version, claims.ver),
        ),
      )
      .returning({ sid: sessions.id, userId: usuarios.id, version: usuarios.token_version, sessionEnd: sessions.expires_at });
    if (!spent) return null;
    // The session's kind travels in the signed refresh token: an app session stays one.
    return { tokens: await issue(tx, secret, spent.userId, spent.version, spent.sid, spent.sessionEnd, claims.app === true) };
  });
  return rotated ?? { tokens: null, replayedBy: await endSessionOf(db, claims.jti, true) };
}

/**
 * Ends the session the refresh token `jti` belongs to; `onlyIfSpent` limits it to a replayed
 * token. Answers the user whose session ended, or null when none did.
 */
export async function endSessionOf(db: Db, jti: string, onlyIfSpent = false): Promise<number | null> {
  const [ended] = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .from(refresh_tokens)
    .where(
      and(
        eq(refresh_tokens.jti, jti),
        eq(sessions.id, refresh_tokens.session_id),
        isNull(sessions.revoked_at),
        onlyIfSpent ? isNotNull(refresh_tokens.used_at) : undefined,
      ),
    )
    .returning({ userId: sessions.user_id });
  return ended?.userId ?? null;
}
