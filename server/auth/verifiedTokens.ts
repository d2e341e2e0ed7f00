import { hash } from 'node:crypto';

/** Enough for every signed-in user's current access token; the oldest go first past it. */
const MAX_ENTRIES = 10_000;

/**
 * Tokens that passed every check once, by a digest of their exact bytes: a client sends the same
 * access token for 20 minutes, and verifying it (HMAC through WebCrypto, jose's parse) is a
 * noticeable part of a record call's CPU. Only a success is kept, and its expiry is
 * checked again on every hit; any other byte string (tampered, another secret's, alg none) misses
 * and is verified in full. Keyed by a SHA-256 digest so neither memory nor a lookup's timing
 * depends on bytes an attacker chooses.
 */
export function createVerifiedTokens<T extends { exp: number }>(max = MAX_ENTRIES) {
  const entries = new Map<string, T>();
  // crypto.hash: one call, without a Hash object's set-up (half the time of createHash's chain).
  const digest = (token: string) => hash('sha256', token, 'base64');
  return {
    /** The claims of a token verified before and still unexpired (as jose counts: exp after this second). */
    get(token: string): T | undefined {
      const key = digest(token);
      const claims = entries.get(key);
      if (!claims) return undefined;
      if (claims.exp <= Math.floor(Date.now() / 1000)) {
        entries.delete(key);
        return undefined;
      }
      return claims;
    },
    set(token: string, claims: T) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(digest(token), claims);
    },
    get size() {
      return entries.size;
    },
  };
}
