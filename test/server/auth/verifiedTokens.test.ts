import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { verifyToken } from '../../../server/auth/tokens';
import { createVerifiedTokens } from '../../../server/auth/verifiedTokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const sign = (type: string, expiresIn: string, key = secret) =>
  new SignJWT({ token_type: type, ver: 0, sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setJti(randomUUID())
    .setIssuer('flotilla-api')
    .setAudience('flotilla')
    .setExpirationTime(expiresIn)
    .sign(key);

afterEach(() => vi.useRealTimers());

describe('verifyToken with tokens it verified before', () => {
  it('refuses a verified token once it expires', async () => {
    const token = await sign('access', '5m');
    expect(await verifyToken(secret, token, 'access')).toMatchObject({ sub: '1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect(await verifyToken(secret, token, 'access')).toBeNull();
  });

  it('still refuses a verified token as another type, and under another secret', async () => {
    const token = await sign('ws', '1m');
    expect(await verifyToken(secret, token, 'ws')).toMatchObject({ token_type: 'ws' });
    expect(await verifyToken(secret, token, 'access')).toBeNull();
    expect(await verifyToken(new TextEncoder().encode('another-secret-that-is-long-enough-too'), token, 'ws')).toBeNull();
  });

  it('refuses a tampered copy of a verified token', async () => {
    const token = await sign('access', '5m');
    expect(await verifyToken(secret, token, 'access')).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '2' })).toString('base64url');
    expect(await verifyToken(secret, `${header}.${changed}.${signature}`, 'access')).toBeNull();
    expect(await verifyToken(secret, `${token}x`, 'access')).toBeNull();
  });

  it('answers the same claims on a second call without verifying again', async () => {
    const token = await sign('access', '5m');
    const first = await verifyToken(secret, token, 'access');
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await verifyToken(secret, token, 'access')).toBe(first);
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });
});

describe('createVerifiedTokens', () => {
  it('keeps at most its size, dropping the oldest first', () => {
    const cache = createVerifiedTokens<{ exp: number }>(2);
    const exp = Math.floor(Date.now() / 1000) + 60;
    cache.set('a', { exp });
    cache.set('b', { exp });
    cache.set('c', { exp });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, { exp }, { exp }]);
    expect(cache.size).toBe(2);
  });
});
