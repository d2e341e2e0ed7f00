import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { preparedRead } from '../db/rowReader';
import { refresh_tokens, sessions, usuarios } from '../db/schema';
import { signToken, TOKEN_TTL_SECONDS, type TokenClaims } from './tokens';
import type { SessionShape } from '../../domain/sessionShape';
import { endChallenges } from './challenges';
import { revokeDevices } from './deviceTokens';


export interface SessionTokens {
  access: string;
  refresh: string;
}

/** Signs an access and a refresh token for `sid` (of an app session when `app`), storing the refresh token's row. */
async function issue(tx: Db | Tx, secret: Uint8Array, userId: number, version: number, sid: string, sessionEnd: Date, app = false, now = Date.now()): Promise<SessionTokens> {
  const access = await signToken(secret, 'access', userId, version, { sid, app, now });
  const refresh = await signToken(secret, 'refresh', userId, version, { sid, expiresAt: sessionEnd, app, now });
  await tx.insert(refresh_tokens).values({ jti: refresh.jti, user_id: userId, session_id: sid, expires_at: refresh.expiresAt });
  return { access: access.token, refresh: refresh.token };
}

/** What a sign-in records about itself: the phone's or a browser's, from where, with a second factor or not. */
export interface SessionOrigin {
  app?: boolean;
  ip?: string | null;
  userAgent?: string | null;
  secondFactor?: boolean;
}

/** A new sign-in: its session row and first token pair (an app session's when `app`). Call inside the login's transaction. */
export async function startSession(tx: Db | Tx, secret: Uint8Array, userId: number, version: number, origin: SessionOrigin) {
  // The user's sessions past their end can prove nothing any more: they go, with their tokens.
  await tx.delete(sessions).where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, sql`now()`)));
  const sid = randomUUID();
  const now = Date.now();
  const expiresAt = new Date(now + TOKEN_TTL_SECONDS.refresh * 1000);
  const app = origin.app === true;
  const ip = origin.ip ?? null;
  await tx.insert(sessions).values({ id: sid, user_id: userId, expires_at: expiresAt, ip, last_ip: ip, user_agent: origin.userAgent ?? null, app, second_factor: origin.secondFactor === true });
  return { sid, ...(await issue(tx, secret, userId, version, sid, expiresAt, app, now)) };
}

/**
 * Spends a refresh token and issues the next pair of its session. Spending is one conditional
 * UPDATE, so of two parallel calls with one token exactly one wins. A token that was already
 * spent is being replayed (stolen, or a client that lost the answer): its whole session ends.
 */
export type Rotation = { tokens: SessionTokens } | { tokens: null; replayedBy: number | null };

export async function rotate(db: Db, secret: Uint8Array, claims: TokenClaims, ip: string | null = null): Promise<Rotation> {
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
    // Last use moves with each refresh (every 20 minutes at most), so API calls write nothing.
    await tx.update(sessions).set({ last_used_at: sql`now()`, last_ip: ip }).where(eq(sessions.id, spent.sid));
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

/** A live session as the API shows it (domain/sessionShape.ts); `id` is `seq`, never the token's sid. */
export type SessionView = SessionShape<string>;

const live = (userId: number | Placeholder) => and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`));

const SESSION_COLUMNS = {
  sid: sessions.id, id: sessions.seq, created_at: sessions.created_at, last_used_at: sessions.last_used_at, ip: sessions.ip, last_ip: sessions.last_ip,
  user_agent: sessions.user_agent, app: sessions.app, second_factor: sessions.second_factor,
};

// A named statement read past drizzle's row mapping, its times as the JSON text they go out as
// (db/rowReader.ts): a person's sessions are read for My account and their record's security.
const liveSessions = preparedOnce((db, name) => {
  const query = db.select(SESSION_COLUMNS).from(sessions).where(live(sql.placeholder('user'))).orderBy(desc(sessions.last_used_at), desc(sessions.seq));
  return preparedRead(db, query, SESSION_COLUMNS, name(query), { timestampsAsText: true });
});

/** The person's live sessions, the most recently used first; `current` marks the caller's own (`currentSid`). */
export async function listSessions(db: Db, userId: number, currentSid?: string): Promise<SessionView[]> {
  const rows = (await liveSessions(db).execute({ user: userId })) as unknown as (SessionView & { sid: string })[];
  return rows.map(({ sid, ...row }) => ({ ...row, current: sid === currentSid }));
}

/**
 * Ends the person's live sessions: only the one numbered `seq` when given, all but the session
 * `except` when given. Answers how many ended. Their tokens stop at once (http/guard.ts), and
 * their sockets close (migration 0034 tells every instance).
 */
export async function endSessions(tx: Db | Tx, userId: number, options: { seq?: number; except?: string } = {}): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(live(userId), options.seq !== undefined ? eq(sessions.seq, options.seq) : undefined, options.except ? ne(sessions.id, options.except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * What ends a person's sign-ins (a password changed or reset, a factor turned on or off or reset,
 * an administrator ending them): every sign-in halfway (its challenge) always; the live sessions
 * unless `sessions` is false, all but `exceptSession` when given; the device tokens when `devices`.
 * Answers how many sessions ended. Call first in that change's transaction: a code step locks its
 * challenge before the person's rows (loginFactorRoutes.ts), so this order cannot deadlock with it.
 */
export async function endSignIns(tx: Db | Tx, userId: number, options: { sessions?: boolean; exceptSession?: string; devices?: boolean } = {}): Promise<number> {
  await endChallenges(tx, userId);
  const ended = options.sessions === false ? 0 : await endSessions(tx, userId, { except: options.exceptSession });
  if (options.devices) await revokeDevices(tx, userId);
  return ended;
}

/** Marks the session as having just proved a password or code again (re-authentication, ASVS 7.5.1); answers when. */
export async function markAuthenticated(tx: Db | Tx, sid: string): Promise<Date | null> {
  const [row] = await tx.update(sessions).set({ authenticated_at: sql`now()` }).where(eq(sessions.id, sid)).returning({ at: sessions.authenticated_at });
  return row?.at ?? null;
}
