import { isTotpCode, normaliseRecoveryCode } from '../../../domain/secondFactor';

/** What a code field holds: the authenticator app's 6 digits, or a recovery code. */
export type CodeKind = 'totp' | 'recovery';

/** Why a typed code cannot be sent (an `app.second_factor.*` key), or null when it can. */
export const codeProblem = (value: string, kind: CodeKind): string | null => {
  if (!value.trim()) return 'app.second_factor.code_required';
  if (kind === 'totp') return isTotpCode(value) ? null : 'app.second_factor.code_format';
  return normaliseRecoveryCode(value) ? null : 'app.second_factor.recovery_format';
};

/** The code as sent: digits without spaces; a recovery code as typed (the server normalises it). */
export const codeToSend = (value: string, kind: CodeKind): string => (kind === 'totp' ? value.replace(/\s/g, '') : value.trim());
