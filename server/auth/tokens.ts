import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';

/** DOMAIN/issue #2: access 20 minutes, refresh 7 days. The websocket ticket is short and single-purpose. */
export const TOKEN_TTL_SECONDS = { access: 20 * 60, refresh: 7 * 24 * 3600, ws: 60 } as const;
export type TokenType = keyof typeof TOKEN_TTL_SECONDS;

const AUDIENCE = 'flotilla';
const ISSUER = 'flotilla-api';

export interface TokenClaims {
  sub: string;
  token_type: TokenType;
  ver: number;
  jti: string;
  exp: number;
}

export async function signToken(secret: Uint8Array, type: TokenType, userId: number, version: number, jti = randomUUID()) {
  const token = await new SignJWT({ token_type: type, ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS[type]}s`)
    .sign(secret);
  return { token, jti, expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[type] * 1000) };
}

/** Verifies signature (HS256 only), issuer, audience, a present expiry and token type; null when any fails. */
export async function verifyToken(secret: Uint8Array, token: string, type: TokenType): Promise<TokenClaims | null> {
  try {
    // A token without `exp` (jose would accept it) never expires: refused (issue #7 item 5).
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER, requiredClaims: ['exp', 'jti', 'sub'] });
    if (payload.token_type !== type || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
