import { sql } from 'drizzle-orm';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { mail_outbox, recovery_codes, usuarios } from '../db/schema';
import { PASSWORD } from '../../domain/fields';

/**
 * The recovery code's storage (DOMAIN §4). Each step is one SQL statement that looks the account
 * up by itself, so a request does the same queries and the same hashing whether the email has an
 * account or not: its timing does not tell.
 */

// DOMAIN §4: 6 digits, valid 10 minutes, a new one only after 5 minutes, 5 wrong tries lock it.
export const RECOVERY = { validMs: 10 * 60_000, resendMs: 5 * 60_000, maxTries: 5, minPassword: PASSWORD.min } as const;

type Executor = Pick<Db, 'execute'>;

const digest = (code: string) => createHash('sha256').update(code).digest();
/** What an email without a code is compared against, so that it costs the same as a wrong code. */
const DUMMY_HASH = digest(randomBytes(16).toString('hex')).toString('hex');

/** A fresh 6-digit code and the hash stored for it. */
export function newCode() {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: digest(code).toString('hex') };
}

/** Compares `code` with `hash` in constant time; with no hash, with a dummy one (same work). */
export const sameCode = (hash: string | undefined, code: string) => timingSafeEqual(Buffer.from(hash ?? DUMMY_HASH, 'hex'), digest(code));

/**
 * Stores a code for the active account with `email` (lower-cased) and queues its mail in the
 * outbox, in one statement; for any other email nothing is written. Answers the account's id.
 */
export async function issueCode(tx: Executor, email: string, hash: string, mail: { subject: string; body: string }): Promise<number | null> {
  const expiry = sql`now() + make_interval(secs => ${RECOVERY.validMs / 1000})`;
  const { rows } = await tx.execute<{ id: number }>(sql`
    WITH account AS (
      SELECT id, email FROM ${usuarios} WHERE lower(email) = ${email} AND status = 1 LIMIT 1
    ), code AS (
      INSERT INTO ${recovery_codes} (user_id, code_hash, expires_at) SELECT id, ${hash}, ${expiry} FROM account RETURNING id
    ), queued AS (
      INSERT INTO ${mail_outbox} (recipient, subject, body, expires_at) SELECT email, ${mail.subject}, ${mail.body}, ${expiry} FROM account RETURNING id
    )
    SELECT id FROM account`);
  return rows[0]?.id ?? null;
}

export type CodeTry = {
  id: number;
  user_id: number;
  code_hash: string;
  /** Tries before this one. */
  tries: number;
  used: boolean;
  verified: boolean;
  expired: boolean;
  /** Tries after claiming this one; null when no try could be claimed (used, expired or spent). */
  claimed: number | null;
  /** The account's names, which a new password must not be made of. */
  name: string | null;
  last_name: string | null;
};

/**
 * The newest code of the account with `email` (lower-cased), claiming one try on it when it can
 * still be tried: one statement, so parallel guesses cannot pass maxTries, and the same one for
 * an email without an account or a code.
 */
export async function claimTry(db: Executor, email: string): Promise<CodeTry | undefined> {
  const { rows } = await db.execute<CodeTry>(sql`
    WITH latest AS (
      SELECT c.id, c.user_id, c.code_hash, c.tries, c.used_at IS NOT NULL AS used, c.verified_at IS NOT NULL AS verified,
        c.expires_at <= now() AS expired, u.name, u.last_name
      FROM ${recovery_codes} c JOIN ${usuarios} u ON u.id = c.user_id
      WHERE lower(u.email) = ${email}
      ORDER BY c.created_at DESC, c.id DESC LIMIT 1
    ), claimed AS (
      UPDATE ${recovery_codes} c SET tries = c.tries + 1 FROM latest
      WHERE c.id = latest.id AND NOT latest.used AND NOT latest.expired AND c.tries < ${RECOVERY.maxTries}::int
      RETURNING c.tries
    )
    SELECT latest.*, (SELECT tries FROM claimed) AS claimed FROM latest`);
  return rows[0];
}

/** Gives back the try a right code claimed: only wrong codes count. */
export async function giveBackTry(db: Executor, id: number) {
  await db.execute(sql`UPDATE ${recovery_codes} SET tries = tries - 1 WHERE id = ${id} AND tries > 0`);
}
