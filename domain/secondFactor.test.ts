import { CHALLENGE, formatRecoveryCode, isTotpCode, normaliseRecoveryCode, RECOVERY_CODES, recoveryCodeSlot, TOTP } from './secondFactor';

describe('second factor rules', () => {
  it('keeps RFC 6238 defaults with one step of drift each way', () => {
    expect(TOTP).toMatchObject({ digits: 6, periodSeconds: 30, stepsBack: 1, stepsAhead: 1 });
    expect(CHALLENGE).toEqual({ codeSeconds: 300, setupSeconds: 600, maxTries: 5 });
    expect(RECOVERY_CODES.alphabet).toHaveLength(32);
  });

  it('accepts six digits as a TOTP code, spaces allowed, and nothing else', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode(' 123 456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(isTotpCode('')).toBe(false);
  });

  it('normalises a recovery code whatever its case, hyphens and spaces, reading I/L as 1 and O as 0', () => {
    expect(normaliseRecoveryCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode(' ABCDE FGHJK ')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode('oiLxx-12345')).toBe('011XX12345');
    expect(normaliseRecoveryCode('ABCDE-FGHJ')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE-FGHJKM')).toBeNull();
    // U is not in Crockford's alphabet.
    expect(normaliseRecoveryCode('UUUUU-UUUUU')).toBeNull();
    expect(normaliseRecoveryCode('123456')).toBeNull();
  });

  it("reads a recovery code's slot from its first character, a digit of one of the ten", () => {
    expect(recoveryCodeSlot('0ABCDEFGHJ')).toBe(0);
    expect(recoveryCodeSlot('9ABCDEFGHJ')).toBe(9);
    expect(recoveryCodeSlot(normaliseRecoveryCode('o1234-56789')!)).toBe(0);
    expect(recoveryCodeSlot('ABCDEFGHJK')).toBeNull();
    expect(recoveryCodeSlot('')).toBeNull();
  });

  it('shows a recovery code in two groups of five', () => {
    expect(formatRecoveryCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
});
