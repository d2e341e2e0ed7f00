import { PASSWORD } from '../../domain/fields';
import { contextWordsOf, passwordProblem, type PasswordProblem } from '../../domain/passwords';
import { FieldErrors } from '../http/errors';
import { isCommonPassword } from './commonPasswords';

/** Why a new password is refused: its length (domain/passwords.ts) or being too common. */
export type NewPasswordProblem = PasswordProblem | 'password_common';

/** Who the password is for: their email and names make poor passwords too. */
export interface PasswordContext {
  email?: string | null;
  name?: string | null;
  last_name?: string | null;
}

/**
 * The one check of every new password (recovery, My account, a new platform user, create-admin):
 * 8 to 256 characters (or `min`), no composition rules, and not among the most common passwords
 * nor a word about the account (ASVS 6.2.1, 6.2.4, 6.2.5, 6.2.9, 6.2.11).
 */
export function checkNewPassword(password: string, context: PasswordContext, options: { min?: number } = {}): NewPasswordProblem | null {
  const length = passwordProblem(password);
  if (length) return length;
  if (options.min !== undefined && password.length < options.min) return 'password_short';
  return isCommonPassword(password, contextWordsOf(context)) ? 'password_common' : null;
}

/** The field error for a problem, with its count where the message has one. */
function passwordFieldError(field: string, problem: NewPasswordProblem): FieldErrors {
  if (problem === 'password_short') return FieldErrors.one(field, problem, { count: PASSWORD.min });
  if (problem === 'max_length') return FieldErrors.one(field, problem, { count: PASSWORD.max });
  return FieldErrors.one(field, problem);
}

/** Throws the field's error when the new password is refused. */
export function assertNewPassword(field: string, password: string, context: PasswordContext) {
  const problem = checkNewPassword(password, context);
  if (problem) throw passwordFieldError(field, problem);
}
