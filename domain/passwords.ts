import { PASSWORD } from './fields';

/*
 * The password rule of every form that sets one (recovery, My account, a new platform user; ASVS
 * 6.2.x): PASSWORD's 8 to 256 characters (domain/fields.ts), no composition rules. Whether it is
 * one of the most common passwords is the server's check (server/auth/passwordPolicy.ts): the
 * list stays off the client.
 */

/** Message keys (`validation.<key>`) of the length rule. */
export type PasswordProblem = 'required' | 'password_short' | 'max_length';

/** What is wrong with a new password's length, or null; any characters are fine. */
export function passwordProblem(value: string): PasswordProblem | null {
  if (value.length === 0) return 'required';
  if (value.length < PASSWORD.min) return 'password_short';
  if (value.length > PASSWORD.max) return 'max_length';
  return null;
}

/** Words about the account that make a poor password of it (ASVS 6.2.11): refused like common ones. */
export function contextWordsOf(person: { email?: string | null; name?: string | null; last_name?: string | null }): string[] {
  const local = (person.email ?? '').split('@')[0];
  const names = [person.name, person.last_name].flatMap((n) => (n ?? '').split(/\s+/));
  const words = [local, ...names, 'flotilla'].map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 4);
  return [...new Set(words)];
}
