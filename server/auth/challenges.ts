import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { CHALLENGE, type SecondFactorStep } from '../../domain/secondFactor';
import type { Db, Tx } from '../db/client';
import { login_challenges } from '../db/schema';
import { randomToken, sha256 } from './factorCrypto';


/**
 * A sign-in halfway (issue #36): the password was right, and a code (or a factor to set up) is
 * still owed. The client holds a random challenge; only its SHA-256 is stored. It is used once,
 * lives 5 minutes (a setup 10), and five wrong codes end it. Whether it is the phone's is fixed
 * here at the first step, never read again from a later request's header.
 */
export interface Challenge {
  hash: string;
  userId: number;
  purpose: SecondFactorStep;
  app: boolean;
  deviceTokenId: number | null;
}

const lifetime = (purpose: SecondFactorStep) => (purpose === 'code' ? CHALLENGE.codeSeconds : CHALLENGE.setupSeconds);

/** Starts a challenge; answers the token for the client (shown once) and its lifetime in seconds. */
export async function createChallenge(
  db: Db | Tx,
  values: { userId: number; purpose: SecondFactorStep; app: boolean; deviceTokenId: number | null },
): Promise<{ challenge: string; expiresIn: number }> {
  const challenge = randomToken();
  const expiresIn = lifetime(values.purpose);
  await db.insert(login_challenges).values({
    token_hash: sha256(challenge),
    user_id: values.userId,
    purpose: values.purpose,
    app: values.app,
    device_token_id: values.deviceTokenId,
    expires_at: sql`now() + make_interval(secs => ${expiresIn})`,
  });
  return { challenge, expiresIn };
}

const alive = and(isNull(login_challenges.used_at), gt(login_challenges.expires_at, sql`now()`), lt(login_challenges.tries, CHALLENGE.maxTries));

/** The live challenge `token` of the kind `purpose`, or null (unknown, used, expired, or its tries spent). */
export async function findChallenge(db: Db | Tx, token: unknown, purpose: SecondFactorStep): Promise<Challenge | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const [row] = await db
    .select({ hash: login_challenges.token_hash, userId: login_challenges.user_id, app: login_challenges.app, deviceTokenId: login_challenges.device_token_id })
    .from(login_challenges)
    .where(and(eq(login_challenges.token_hash, sha256(token)), eq(login_challenges.purpose, purpose), alive));
  return row ? { ...row, purpose } : null;
}

/** A wrong code: one try spent (the fifth ends the challenge). */
export async function failChallenge(db: Db | Tx, hash: string) {
  await db
    .update(login_challenges)
    .set({ tries: sql`${login_challenges.tries} + 1` })
    .where(eq(login_challenges.token_hash, hash));
}

/** Spends the challenge; false when it was spent meanwhile (two parallel right codes: one wins). */
export async function useChallenge(tx: Db | Tx, hash: string): Promise<boolean> {
  const used = await tx
    .update(login_challenges)
    .set({ used_at: sql`now()` })
    .where(and(eq(login_challenges.token_hash, hash), alive))
    .returning({ hash: login_challenges.token_hash });
  return used.length > 0;
}

/**
 * Ends every open challenge of the person: a password changed or reset, their sessions ended
 * or their factor reset by an administrator. Call in that change's transaction, so that a
 * sign-in halfway before it cannot be completed after it.
 */
export async function endChallenges(tx: Db | Tx, userId: number) {
  await tx.delete(login_challenges).where(eq(login_challenges.user_id, userId));
}

/** Deletes challenges past their end or spent (background sweep). */
export async function sweepChallenges(db: Db) {
  await db.delete(login_challenges).where(or(lt(login_challenges.expires_at, sql`now()`), sql`${login_challenges.used_at} IS NOT NULL`));
}
