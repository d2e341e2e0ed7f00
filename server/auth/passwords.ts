import { hash, verify } from '@node-rs/argon2';
import { pbkdf2Sync, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';

// OWASP minimum for argon2id (m=19 MiB, t=2, p=1): strong enough for a KDF, cheap enough per sign-in.
const OPTIONS = { algorithm: 2 /* Argon2id; the enum is a const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Django's `pbkdf2_sha256$iter$salt$hash`, so staff imported from the old system can sign in. */
function verifyDjango(stored: string, password: string): boolean {
  const [, iterations, salt, expected] = stored.split('$');
  const actual = pbkdf2Sync(password, salt, Number(iterations), 32, 'sha256');
  const wanted = Buffer.from(expected, 'base64');
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

// Verified against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

/** Checks a password; `stored` null (unknown user or no password) still spends the same time. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('flotilla-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  if (stored.startsWith('pbkdf2_sha256$')) return verifyDjango(stored, password);
  return verify(stored, password).catch(() => false);
}

/** Whether a stored hash should be replaced by a fresh argon2id one at the next login. */
export const needsRehash = (stored: string) => !stored.startsWith('$argon2id$');

/**
 * Replaces an old stored hash (Django's pbkdf2_sha256) by an argon2id one of `password`, which was
 * just verified against it: at the password step of a sign-in, before any code or setup step.
 * Conditional on the hash read, so a password changed meanwhile is never overwritten.
 */
export async function upgradeHash(db: Db, user: { id: number; password: string | null }, password: string) {
  if (!user.password || !needsRehash(user.password)) return;
  const hashed = await hashPassword(password);
  await db.update(usuarios).set({ password: hashed }).where(and(eq(usuarios.id, user.id), eq(usuarios.password, user.password)));
}
