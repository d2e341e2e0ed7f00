/**
 * The second factor's rules (issue #36, ASVS 6.5): TOTP as RFC 6238 with one step of drift
 * either way, ten single-use recovery codes, and the short-lived sign-in challenge between the
 * password and the code. Pure: the server checks, the client formats and validates the same way.
 */

export const TOTP = { digits: 6, periodSeconds: 30, secretBytes: 20, stepsBack: 1, stepsAhead: 1, issuer: 'Flotilla' } as const;

/** Crockford base32 without I, L, O, U: nothing to misread when copying a code by hand. */
export const RECOVERY_CODES = { count: 10, length: 10, alphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ' } as const;

/** A code challenge lives 5 minutes, a setup one 10; five wrong codes end either. */
export const CHALLENGE = { codeSeconds: 300, setupSeconds: 600, maxTries: 5 } as const;

/** What a sign-in answers instead of tokens: a code to enter, or a factor to set up first. */
export type SecondFactorStep = 'code' | 'setup';

const TOTP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);

/** A TOTP code as typed: six digits (spaces around or between groups allowed). */
export const isTotpCode = (value: string): boolean => TOTP_CODE.test(value.replace(/\s/g, ''));

const RECOVERY_CODE = new RegExp(`^[${RECOVERY_CODES.alphabet}]{${RECOVERY_CODES.length}}$`);

/**
 * A recovery code in its stored form (upper case, no spaces or hyphens, I/L read as 1 and O as
 * 0, as Crockford base32 does), or null when it cannot be one.
 */
export function normaliseRecoveryCode(value: string): string | null {
  const code = value
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return RECOVERY_CODE.test(code) ? code : null;
}

/**
 * The slot (0–9) of a recovery code in its stored form: its first character. Each code of a set
 * starts with its own slot's digit, so a check compares against one stored code only (each is
 * kept as a slow salted hash); the other nine characters are random (45 bits). Null when none.
 */
export function recoveryCodeSlot(code: string): number | null {
  const slot = /^\d/.test(code) ? Number(code[0]) : -1;
  return slot >= 0 && slot < RECOVERY_CODES.count ? slot : null;
}

/** A recovery code as shown: `XXXXX-XXXXX`. */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, RECOVERY_CODES.length / 2)}-${code.slice(RECOVERY_CODES.length / 2)}`;
