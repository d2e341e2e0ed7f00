import { and, eq, gt, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { device_tokens, usuarios } from '../db/schema';
import { randomToken, sha256 } from './factorCrypto';


/**
 * Device tokens (OWASP device cookies, ASVS 6.3.1): a full sign-in gives the browser or phone a
 * random token, stored here only as its SHA-256. Presented with the same account's email later,
 * its attempts count on the device's own lockout key instead of the account's, so guesses sent
 * by someone else never hold the owner at the door. It relaxes throttling only: the password and
 * the second factor are asked as always.
 */
export const DEVICE_TOKENS = { maxPerUser: 10, unusedDays: 90 } as const;

const fresh = sql`now() - make_interval(days => ${DEVICE_TOKENS.unusedDays})`;

/** The device token matching `where`, still valid: not revoked, used within 90 days. */
async function liveDevice(db: Db | Tx, where: SQL | undefined): Promise<{ id: number; userId: number } | null> {
  const [row] = await db
    .select({ id: device_tokens.id, userId: device_tokens.user_id })
    .from(device_tokens)
    .where(and(where, isNull(device_tokens.revoked_at), gt(device_tokens.last_used_at, fresh)));
  return row ?? null;
}

/** The device token `token` of the account `email` (lower-cased) while valid. */
export async function validDevice(db: Db | Tx, token: unknown, email: string): Promise<{ id: number; userId: number } | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const owner = db.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${email}`);
  return liveDevice(db, and(eq(device_tokens.token_hash, sha256(token)), inArray(device_tokens.user_id, owner)));
}

/** The device token with `id`, still valid for `userId` (a challenge keeps the id of the one its sign-in sent). */
export async function deviceById(db: Db | Tx, id: number | null, userId: number): Promise<{ id: number; userId: number } | null> {
  return id === null ? null : liveDevice(db, and(eq(device_tokens.id, id), eq(device_tokens.user_id, userId)));
}

/**
 * After a full sign-in: the device that sent a valid token keeps it (its last use moves); any
 * other gets a new one, answered once. A person keeps at most ten; the least recently used go.
 */
export async function deviceAfterSignIn(tx: Db | Tx, userId: number, device: { id: number } | null): Promise<string | undefined> {
  if (device) {
    await tx.update(device_tokens).set({ last_used_at: sql`now()` }).where(eq(device_tokens.id, device.id));
    return undefined;
  }
  const token = randomToken();
  await tx.insert(device_tokens).values({ user_id: userId, token_hash: sha256(token) });
  const kept = tx
    .select({ id: device_tokens.id })
    .from(device_tokens)
    .where(and(eq(device_tokens.user_id, userId), isNull(device_tokens.revoked_at)))
    .orderBy(sql`${device_tokens.last_used_at} DESC, ${device_tokens.id} DESC`)
    .limit(DEVICE_TOKENS.maxPerUser);
  await tx
    .update(device_tokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(device_tokens.user_id, userId), isNull(device_tokens.revoked_at), notInArray(device_tokens.id, kept)));
  return token;
}

/**
 * Revokes all of the person's device tokens (a password changed or reset): whoever signed in
 * with the old password loses the per-device lockout key it earned. Call in that transaction.
 */
export async function revokeDevices(tx: Db | Tx, userId: number) {
  await tx
    .update(device_tokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(device_tokens.user_id, userId), isNull(device_tokens.revoked_at)));
}

/** Deletes device tokens unused for 90 days or revoked (background sweep). */
export async function sweepDeviceTokens(db: Db) {
  await db.delete(device_tokens).where(or(lt(device_tokens.last_used_at, fresh), sql`${device_tokens.revoked_at} IS NOT NULL`));
}
