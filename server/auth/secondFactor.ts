import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, like, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { formatRecoveryCode, isTotpCode, normaliseRecoveryCode, RECOVERY_CODES, recoveryCodeSlot } from '../../domain/secondFactor';
import type { Db, Tx } from '../db/client';
import { second_factor_codes, second_factors } from '../db/schema';
import { decryptSecret, encryptSecret } from './factorCrypto';
import { ApiError } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { claimStep, newTotpSecret, setupOf, verifyTotp } from './totp';

type Executor = Db | Tx;

/**
 * A person's second factor (issue #36): setting it up (a pending secret until a code from the
 * app confirms it), checking a code (TOTP or a single-use recovery code), new recovery codes and
 * removal. `key` is config.factorKey: secrets are stored encrypted (server/auth/factorCrypto.ts).
 * The account calls (server/auth/account/) and the sign-in (loginFactorRoutes.ts) share these.
 */

/** A pending secret nobody confirmed within this time is swept (and a new setup starts afresh). */
const PENDING_SECONDS = 15 * 60;
const pendingFresh = sql`${second_factors.pending_at} > now() - make_interval(secs => ${PENDING_SECONDS})`;

export interface FactorState {
  enabled: boolean;
  enabled_at: string | null;
  /** A setup was started and awaits its confirming code. */
  pending: boolean;
  recovery_codes_left: number;
}

export async function factorState(db: Executor, userId: number): Promise<FactorState> {
  const [row] = await db
    .select({ enabled_at: second_factors.enabled_at, pending: sql<boolean>`${second_factors.pending_secret} IS NOT NULL AND ${pendingFresh}` })
    .from(second_factors)
    .where(eq(second_factors.user_id, userId));
  const left = row?.enabled_at ? await codesLeft(db, userId) : 0;
  return { enabled: !!row?.enabled_at, enabled_at: row?.enabled_at?.toISOString() ?? null, pending: row?.pending === true, recovery_codes_left: left };
}

/** The condition of a person's unused recovery codes (`userId` a number or a column of another table). */
export const unusedCodes = (userId: number | SQLWrapper) => and(eq(second_factor_codes.user_id, userId), isNull(second_factor_codes.used_at));

/** Unused recovery codes of the person. */
export async function codesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(second_factor_codes).where(unusedCodes(userId));
  return row.n;
}

/**
 * Where a setup was started: `challenge:<hash>` (a sign-in's setup step) or `session:<sid>` (My
 * account). The pending secret is encrypted bound to it, so a setup resumed from anywhere else
 * (someone holding only the password, at the sign-in) gets a secret of its own, never the owner's.
 */
export const setupOrigin = {
  challenge: (hash: string) => `challenge:${hash}`,
  session: (sid: string) => `session:${sid}`,
};
const pendingContext = (origin: string) => `pending:${origin}`;

/** The person's fresh pending secret, as stored and decrypted for `origin` (null when it was started elsewhere). */
async function pendingOf(db: Executor, key: Uint8Array, userId: number, origin: string) {
  const [row] = await db
    .select({ stored: second_factors.pending_secret })
    .from(second_factors)
    .where(and(eq(second_factors.user_id, userId), isNotNull(second_factors.pending_secret), pendingFresh));
  return row?.stored ? { stored: row.stored, secret: decryptSecret(key, userId, row.stored, pendingContext(origin)) } : null;
}

/** A write a factor turned on meanwhile refused: answered as the factor being on already. */
const alreadyOn = () => new ApiError(409, 'second_factor_on');

/**
 * Starts (or resumes) a setup: the pending secret, its otpauth:// address and QR code. A setup
 * started within 15 minutes from the same `origin` keeps its secret, so the QR shown again is
 * the one already scanned; one started elsewhere is replaced by a new secret. Never on a factor
 * that is on (409 second_factor_on), even one turned on since the caller looked.
 */
export async function startSetup(db: Executor, key: Uint8Array, user: { id: number; email: string }, origin: string) {
  const kept = (await pendingOf(db, key, user.id, origin))?.secret;
  if (kept) return setupOf(kept, user.email);
  const secret = newTotpSecret();
  const stored = encryptSecret(key, user.id, secret, pendingContext(origin));
  const written = await db
    .insert(second_factors)
    .values({ user_id: user.id, pending_secret: stored, pending_at: sql`now()` })
    .onConflictDoUpdate({ target: second_factors.user_id, set: { pending_secret: stored, pending_at: sql`now()`, updated_at: sql`now()` }, setWhere: isNull(second_factors.enabled_at) })
    .returning({ userId: second_factors.user_id });
  if (!written.length) throw alreadyOn();
  return setupOf(secret, user.email);
}

/**
 * Confirms the pending setup started from `origin` with a code from the app: the factor is on
 * from now, its step used, and the recovery codes `codes` (prepareRecoveryCodes) stored; they
 * are answered formatted, to be shown once. Null when there is no setup from that origin or the
 * code is wrong; 409 second_factor_on when the factor was turned on meanwhile.
 */
export async function confirmSetup(tx: Executor, key: Uint8Array, userId: number, code: string, origin: string, codes: PreparedCodes): Promise<string[] | null> {
  const pending = await pendingOf(tx, key, userId, origin);
  const step = pending?.secret ? await verifyTotp(pending.secret, code) : null;
  if (step === null) return null;
  // Conditional on the secret read: a setup restarted meanwhile is not confirmed by the old code;
  // and on the factor being off: one turned on meanwhile keeps its secret.
  // The factor's secret is stored bound to the person alone (checkFactor reads it from anywhere).
  const enabled = await tx
    .update(second_factors)
    .set({ secret: encryptSecret(key, userId, pending!.secret!), enabled_at: sql`now()`, pending_secret: null, pending_at: null, last_step: step, updated_at: sql`now()` })
    .where(and(eq(second_factors.user_id, userId), eq(second_factors.pending_secret, pending!.stored), isNull(second_factors.enabled_at)))
    .returning({ userId: second_factors.user_id });
  if (!enabled.length) {
    if ((await factorState(tx, userId)).enabled) throw alreadyOn();
    return null;
  }
  return storeRecoveryCodes(tx, userId, codes);
}

/**
 * Checks and spends a code of the person's factor: a TOTP code (its step claimed once) or an
 * unused recovery code (spent). Answers which kind proved it, or null.
 */
export async function checkFactor(db: Executor, key: Uint8Array, userId: number, code: unknown): Promise<'totp' | 'recovery' | null> {
  if (typeof code !== 'string' || code.length > 64) return null;
  const [row] = await db
    .select({ secret: second_factors.secret })
    .from(second_factors)
    .where(and(eq(second_factors.user_id, userId), isNotNull(second_factors.enabled_at)));
  if (!row) return null;
  if (isTotpCode(code)) {
    const secret = decryptSecret(key, userId, row.secret);
    const step = secret ? await verifyTotp(secret, code) : null;
    return step !== null && (await claimStep(db, userId, step)) ? 'totp' : null;
  }
  return (await spendRecoveryCode(db, userId, code)) ? 'recovery' : null;
}

/**
 * Recovery codes are stored as `<slot>:<argon2id hash>` (salted, the passwords' parameters; ASVS
 * 6.5.2: 45 random bits are too few for a plain hash). The code's first character names its
 * slot, so a check verifies one hash, never ten.
 */
const slotPrefix = (slot: number) => `${slot}:`;

/** Spends the unused recovery code `code` of the person; false when it is not one (an old unsalted row never is). */
async function spendRecoveryCode(db: Executor, userId: number, code: string): Promise<boolean> {
  const normal = normaliseRecoveryCode(code);
  const slot = normal === null ? null : recoveryCodeSlot(normal);
  if (normal === null || slot === null) return false;
  const [row] = await db
    .select({ id: second_factor_codes.id, stored: second_factor_codes.code_hash })
    .from(second_factor_codes)
    .where(and(eq(second_factor_codes.user_id, userId), isNull(second_factor_codes.used_at), like(second_factor_codes.code_hash, `${slotPrefix(slot)}%`)))
    .limit(1);
  // No row (slot spent or unknown) still costs one verification, like an unknown email's password.
  if (!(await verifyPassword(row?.stored.slice(slotPrefix(slot).length) ?? null, normal)) || !row) return false;
  // Once: of two parallel uses of one code, only the first UPDATE finds it unused.
  const spent = await db
    .update(second_factor_codes)
    .set({ used_at: sql`now()` })
    .where(and(eq(second_factor_codes.id, row.id), isNull(second_factor_codes.used_at)))
    .returning({ id: second_factor_codes.id });
  return spent.length > 0;
}

/** The code of `slot`: its digit, then 9 characters of Crockford base32 (45 bits); 256 is a multiple of 32, so no bias. */
const recoveryCode = (slot: number) =>
  `${slot}${[...randomBytes(RECOVERY_CODES.length - 1)].map((byte) => RECOVERY_CODES.alphabet[byte % RECOVERY_CODES.alphabet.length]).join('')}`;

/** Ten new recovery codes (slots 0–9) and their stored form, made before any transaction: ten slow hashes hold no connection. */
export interface PreparedCodes {
  codes: string[];
  stored: string[];
}

export async function prepareRecoveryCodes(): Promise<PreparedCodes> {
  const codes = Array.from({ length: RECOVERY_CODES.count }, (_, slot) => recoveryCode(slot));
  const stored = await Promise.all(codes.map(async (code, slot) => `${slotPrefix(slot)}${await hashPassword(code)}`));
  return { codes, stored };
}

/** Replaces the person's recovery codes with the prepared ones; answers them formatted (`XXXXX-XXXXX`), to be shown once. */
export async function storeRecoveryCodes(tx: Executor, userId: number, prepared: PreparedCodes): Promise<string[]> {
  await tx.delete(second_factor_codes).where(eq(second_factor_codes.user_id, userId));
  await tx.insert(second_factor_codes).values(prepared.stored.map((code_hash) => ({ user_id: userId, code_hash })));
  return prepared.codes.map(formatRecoveryCode);
}

/** Turns the person's factor off: secret, pending setup and recovery codes go. True when it was on. */
export async function removeFactor(tx: Executor, userId: number): Promise<boolean> {
  const removed = await tx.delete(second_factors).where(eq(second_factors.user_id, userId)).returning({ enabled_at: second_factors.enabled_at });
  await tx.delete(second_factor_codes).where(eq(second_factor_codes.user_id, userId));
  return removed.some((row) => row.enabled_at !== null);
}

/** Forgets setups nobody confirmed in time (background sweep). */
export async function sweepPendingSecrets(db: Db) {
  await db
    .update(second_factors)
    .set({ pending_secret: null, pending_at: null })
    .where(and(isNotNull(second_factors.pending_at), lt(second_factors.pending_at, sql`now() - make_interval(secs => ${PENDING_SECONDS})`)));
  // A row left with nothing (a setup never confirmed) is not a factor.
  await db.delete(second_factors).where(and(isNull(second_factors.enabled_at), isNull(second_factors.pending_secret)));
}
