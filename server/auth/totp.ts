import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isTotpCode, TOTP } from '../../domain/secondFactor';
import type { Db, Tx } from '../db/client';
import { second_factors } from '../db/schema';


/**
 * TOTP (RFC 6238) through otplib, never a hand-written HMAC: 6 digits, 30-second steps, one step
 * of drift either way (domain/secondFactor.ts TOTP). Each step works once per person: the step a
 * code matched is claimed by one conditional UPDATE, so a replayed code, or two parallel uses of
 * one code, give one success.
 */

/** A new secret: 20 random bytes in base32, as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret({ length: TOTP.secretBytes });

/** The step (30-second window number) `code` matches for `secret` at the clock `epochSeconds`, or null. */
export async function verifyTotp(secret: string, code: string, { epochSeconds = Math.floor(Date.now() / 1000) } = {}): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!isTotpCode(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: epochSeconds,
    epochTolerance: [TOTP.stepsBack * TOTP.periodSeconds, TOTP.stepsAhead * TOTP.periodSeconds],
  });
  if (!result.valid) return null;
  return Math.floor(epochSeconds / TOTP.periodSeconds) + result.delta;
}

/** Claims `step` for the person: true only the first time, and only for a step newer than the last one used. */
export async function claimStep(db: Db | Tx, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(second_factors)
    .set({ last_step: step, updated_at: sql`now()` })
    .where(and(eq(second_factors.user_id, userId), or(isNull(second_factors.last_step), lt(second_factors.last_step, step))))
    .returning({ userId: second_factors.user_id });
  return claimed.length > 0;
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG. */
export function setupOf(secret: string, email: string) {
  const otpauth_url = generateURI({ issuer: TOTP.issuer, label: email, secret });
  return { secret, otpauth_url, qr_svg: renderSVG(otpauth_url) };
}
