import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under config.factorKey (never the JWT secret), bound to
 * their owner by the associated data, so a secret copied onto another person's row does not
 * decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64url. `context` binds it
 * further (a pending setup to where it was started): decrypting with another context fails.
 */
const VERSION = 'v1';
const aad = (userId: number, context?: string) => Buffer.from(context ? `second_factor:${userId}:${context}` : `second_factor:${userId}`);

export function encryptSecret(key: Uint8Array, userId: number, secret: string, context?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(userId, context));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when the value was not written by encryptSecret with this key for this person (and context). */
export function decryptSecret(key: Uint8Array, userId: number, stored: string | null, context?: string): string | null {
  const parts = stored?.split('.') ?? [];
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, tag, data] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(aad(userId, context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** SHA-256 hex: how challenges and device tokens are stored (high-entropy, random). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random token for the client: `bytes` random bytes in base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
