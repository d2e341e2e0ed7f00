import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PASSWORD } from '../../domain/fields';

/**
 * The most common passwords (ASVS 6.2.4), offline: zxcvbn-ts's ranked list of 49,233, of which
 * only those a new password could be (8 characters or more, ~18,000) are kept, lower-cased.
 * Read once, at the first check, so a server that never sets a password never loads it.
 */
const LIST = '@zxcvbn-ts/language-common/src/passwords.json';

let common: Set<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const ranked = JSON.parse(readFileSync(createRequire(import.meta.url).resolve(LIST), 'utf8')) as string[];
    common = new Set(ranked.map((p) => p.toLowerCase()).filter((p) => p.length >= PASSWORD.min));
  }
  return common;
}

/** The password lower-cased, without the digits and symbols people add at either end ("Password1!" → "password"). */
const coreOf = (password: string) => password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * Whether the password is a listed one, or one with digits or symbols added at its ends, or a
 * word about the account (`context`, domain/passwords.ts contextWordsOf) dressed up the same way.
 */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const list = commonPasswords();
  const whole = password.toLowerCase();
  const core = coreOf(password);
  return list.has(whole) || list.has(core) || context.includes(whole) || context.includes(core);
}
