import type { FastifyReply } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { login_addresses, login_failures } from '../db/schema/lockout';
import { usuarios } from '../db/schema/users';
import { throttledError } from './throttle';

/**
 * Fair sign-in lockout. A hard lock after a few failures would let anyone lock the admin out, so
 * each account and each address gets a few failures free and then waits 1 s, 2 s, 4 s … up to
 * 15 minutes before its next attempt is checked. An address the account has signed in from
 * before is not held by the address limit, so one noisy machine behind an office's address does
 * not lock everyone else out.
 *
 * Attempts are counted in PostgreSQL in one statement before the password is checked, so
 * parallel guesses cannot slip through and every server process shares the count.
 */
export const LOCKOUT = {
  /** Failures in a row that cost nothing, per account (or per device token or session of it) and per address. */
  accountFree: 5,
  addressFree: 30,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** Failures are forgotten after a quiet day. */
  forgetSeconds: 24 * 60 * 60,
  /** A known address is forgotten after this many days without a sign-in from it. */
  knownAddressDays: 90,
} as const;

/**
 * When the attempt after the n-th failure in a row may be checked: at once within `free` (the
 * far past, so that a concurrent attempt whose clock started earlier is not held), then after a
 * wait doubling from 1 s up to the cap.
 */
const until = (from: SQL, n: SQL, free: number) => sql`CASE WHEN ${n} < ${free}::int THEN '-infinity'::timestamptz
  ELSE ${from} + make_interval(secs => least(${LOCKOUT.firstDelaySeconds}::float8 * power(2, least(${n} - ${free}::int, 20)), ${LOCKOUT.maxDelaySeconds}::float8)) END`;

const forget = sql`make_interval(secs => ${LOCKOUT.forgetSeconds})`;

/**
 * Counts an attempt for `key` unless it must still wait. One upsert: concurrent attempts
 * serialise on the row, and the N-th of them sees the wait the (N-1)-th set.
 */
async function hit(db: Db, key: string, free: number): Promise<{ counted: boolean; waitSeconds: number }> {
  const waiting = sql`f.blocked_until > now()`;
  const stale = sql`f.last_at <= now() - ${forget}`;
  // The wait subtracts epochs, not timestamps: PostgreSQL before 17 refuses '-infinity' - now().
  const { rows } = await db.execute<{ counted: boolean; wait: number }>(sql`
    INSERT INTO ${login_failures} AS f (key, failures, last_at, blocked_until)
    VALUES (${key}, 1, now(), ${until(sql`now()`, sql`1`, free)})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${waiting} THEN f.failures WHEN ${stale} THEN 1 ELSE f.failures + 1 END,
      last_at = CASE WHEN ${waiting} THEN f.last_at ELSE now() END,
      blocked_until = CASE WHEN ${waiting} THEN f.blocked_until WHEN ${stale} THEN ${until(sql`now()`, sql`1`, free)}
        ELSE ${until(sql`now()`, sql`f.failures + 1`, free)} END
    RETURNING f.last_at = now() AS counted, (extract(epoch FROM f.blocked_until) - extract(epoch FROM now()))::float8 AS wait`);
  return { counted: rows[0].counted, waitSeconds: rows[0].wait };
}

/** Takes back one counted attempt of `key` (a right password is not a failure), and the wait it set. */
async function forgive(db: Db, key: string, free: number) {
  await db.execute(sql`
    UPDATE ${login_failures} AS f SET failures = f.failures - 1, blocked_until = ${until(sql`f.last_at`, sql`f.failures - 1`, free)}
    WHERE f.key = ${key} AND f.failures > 0`);
}

/** Who attempts apart from the account key: a valid device token of it, or a live session of it. */
export type OwnAttempt = { id: number } | { sid: string };

export interface SignInAttempt {
  /** The password was right but the sign-in is refused anyway (not a back-office user): not a failure. */
  forgive(): Promise<void>;
  /** Signed in: the account's failures are forgotten and the address becomes known to it. */
  succeeded(userId: number): Promise<void>;
}

/** Sign-in attempts per account and per address, with progressive delays. */
export function loginLockout(db: Db) {
  const accountKey = (email: string) => `email:${email}`;
  // A browser or phone that signed in to the account before (server/auth/deviceTokens.ts) counts on
  // its own, and so does a live session proving itself again (re-auth, password or factor changes).
  const ownKey = (own: OwnAttempt) => ('sid' in own ? `session:${own.sid}` : `device:${own.id}`);
  const addressKey = (address: string) => `ip:${address}`;

  const isKnown = async (email: string, address: string) => {
    const { rows } = await db.execute(sql`
      SELECT 1 FROM ${login_addresses} a JOIN ${usuarios} u ON u.id = a.user_id
      WHERE lower(u.email) = ${email} AND a.address = ${address} AND a.last_at > now() - make_interval(days => ${LOCKOUT.knownAddressDays})`);
    return rows.length > 0;
  };
  const clear = async (key: string) => {
    await db.delete(login_failures).where(eq(login_failures.key, key));
  };

  return {
    /**
     * Counts a sign-in attempt for `email` (lower-cased) from `address` before its password is
     * checked; throws a 429 saying how long to wait when either must still wait. An attempt
     * refused for one is not held against the other. With a valid `device` token of the account
     * the device's key counts instead of the account's (ASVS 6.3.1): guesses sent by others
     * hold the account key, never the owner's own browser. A proof from a live session `{sid}`
     * counts on that session's key the same way.
     */
    async attempt(email: string, address: string, reply: FastifyReply, own?: OwnAttempt | null): Promise<SignInAttempt> {
      const key = own ? ownKey(own) : accountKey(email);
      const account = await hit(db, key, LOCKOUT.accountFree);
      if (!account.counted) throw throttledError(reply, account.waitSeconds);
      const known = await isKnown(email, address);
      const byAddress = known ? null : await hit(db, addressKey(address), LOCKOUT.addressFree);
      if (byAddress && !byAddress.counted) {
        await forgive(db, key, LOCKOUT.accountFree);
        throw throttledError(reply, byAddress.waitSeconds);
      }
      const forgiveAddress = () => (byAddress ? forgive(db, addressKey(address), LOCKOUT.addressFree) : Promise.resolve());
      return {
        async forgive() {
          await forgive(db, key, LOCKOUT.accountFree);
          await forgiveAddress();
        },
        async succeeded(userId) {
          // Through a device or session only its key is cleared: the account's, held by someone else's guesses, stays.
          await clear(key);
          await forgiveAddress();
          await db.execute(sql`
            INSERT INTO ${login_addresses} (user_id, address) VALUES (${userId}, ${address})
            ON CONFLICT (user_id, address) DO UPDATE SET last_at = now()`);
        },
      };
    },
    /** Forgets the account's failures (its password was just reset by recovery). */
    clearAccount: (email: string) => clear(accountKey(email)),
  };
}

/** Deletes what no longer counts: failures past their wait and a quiet day, addresses unused for long. */
export async function sweepLockout(db: Db) {
  await db.execute(sql`DELETE FROM ${login_failures} WHERE blocked_until <= now() AND last_at <= now() - ${forget}`);
  await db.execute(sql`DELETE FROM ${login_addresses} WHERE last_at <= now() - make_interval(days => ${LOCKOUT.knownAddressDays})`);
}
