import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import { createVerifiedTokens } from './verifiedTokens';

/** Access 20 minutes, refresh 7 days (SPEC §9's client treats them as 19.8 minutes and 6.8 days). The websocket ticket is short and single-purpose. */
export const TOKEN_TTL_SECONDS = { access: 20 * 60, refresh: 7 * 24 * 3600, ws: 60 } as const;
export type TokenType = keyof typeof TOKEN_TTL_SECONDS;

/** One value per secret, made on first use. */
function perSecret<T>(create: (secret: Uint8Array) => T): (secret: Uint8Array) => T {
  const values = new WeakMap<Uint8Array, T>();
  return (secret) => {
    let value = values.get(secret);
    if (value === undefined) {
      value = create(secret);
      values.set(secret, value);
    }
    return value;
  };
}

/**
 * The HMAC key, imported into WebCrypto once per secret: given the raw bytes, jose imports them
 * again on every sign and verify, a tenth of a record call's CPU under load (docs/PERFORMANCE.md).
 */
// A copy: WebCrypto takes bytes backed by an ArrayBuffer, the secret's may be a shared one.
const keyOf = perSecret((secret) => crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
/** Tokens already verified (server/auth/verifiedTokens.ts), per secret: a test may use several. */
const verifiedOf = perSecret(() => createVerifiedTokens<TokenClaims>());

const AUDIENCE = 'flotilla';
const ISSUER = 'flotilla-api';

export interface TokenClaims {
  sub: string;
  token_type: TokenType;
  ver: number;
  jti: string;
  exp: number;
  /** The sign-in (server/auth/sessions.ts) the token belongs to; logout ends it. */
  sid?: string;
  /** Signed in from the phone (`User-Type: app`): set on its access and refresh tokens, kept by rotation. */
  app?: true;
}

export interface SignOptions {
  sid?: string;
  /** An expiry earlier than the type's lifetime: a rotated refresh token ends with its session. */
  expiresAt?: Date;
  /** An app session's token (DOMAIN §7): it reaches only domain/appCalls.ts calls. */
  app?: boolean;
  /** When it is issued (ms), if not now: a new session's start, so that its end and the tokens' times read one clock. */
  now?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signToken(secret: Uint8Array, type: TokenType, userId: number, version: number, options: SignOptions = {}) {
  const jti = randomUUID();
  // One reading of the clock for iat and exp: two could straddle a second.
  const now = options.now ?? Date.now();
  const lifetimeEnd = now + TOKEN_TTL_SECONDS[type] * 1000;
  const expiresAt = new Date(Math.min(lifetimeEnd, options.expiresAt?.getTime() ?? lifetimeEnd));
  const claims = { token_type: type, ver: version, ...(options.sid ? { sid: options.sid } : {}), ...(options.app ? { app: true } : {}) };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
  return { token, jti, expiresAt };
}

/** Verifies signature (HS256 only), issuer, audience, a present expiry and token type; null when any fails. */
export async function verifyToken(secret: Uint8Array, token: string, type: TokenType): Promise<TokenClaims | null> {
  const known = verifiedOf(secret).get(token);
  if (known) return known.token_type === type ? known : null;
  try {
    // A token without `exp` (jose would accept it) never expires: refused.
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER, requiredClaims: ['exp', 'jti', 'sub'] });
    if (payload.token_type !== type || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    if (payload.app !== undefined && payload.app !== true) return null;
    // Ids reach SQL as uuid parameters: a malformed one is a refused token, not a database error.
    if (!UUID.test(String(payload.jti)) || (payload.sid !== undefined && !UUID.test(String(payload.sid)))) return null;
    const claims = Object.freeze(payload) as unknown as TokenClaims;
    // Only access tokens come back call after call; a refresh token is used once, so it would only take a slot.
    if (type === 'access') verifiedOf(secret).set(token, claims);
    return claims;
  } catch {
    return null;
  }
}
