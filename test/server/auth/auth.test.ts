import { SignJWT, decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { login_failures, refresh_tokens, sessions, usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { verifyToken } from '../../../server/auth/tokens';
import { randomUUID } from 'node:crypto';

/** SPEC §5, §7 and docs/API.md "Auth": sign-in, refresh, logout and what revokes a session. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test signs in from its own address, so the per-IP throttle of one never reaches another.
let lastIp = 0;
const nextIp = () => `10.0.0.${++lastIp}`;

const login = (payload: unknown, opts: { lang?: string; ip?: string } = {}) =>
  t.call({ method: 'POST', url: 'auth/login/', payload: payload as object, headers: { 'user-type': 'platform' }, lang: opts.lang, ip: opts.ip ?? nextIp() });
const refresh = (token: unknown, ip = nextIp()) => t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: token }, ip });
const listPlants = (access: string) => t.call({ url: 'plantas/?limit=1', token: access });
const setUser = (id: number, values: Partial<typeof usuarios.$inferInsert>) => t.database.db.update(usuarios).set(values).where(eq(usuarios.id, id));

describe('POST auth/login/', () => {
  it.each([
    ['admin@flotilla.mx', ['Administrador'], 'Ana', 'Martínez'],
    ['rh@flotilla.mx', ['HHRR Administrador'], 'Rubén', 'Hernández'],
    ['c4@flotilla.mx', ['C4'], 'Carla', 'Cuevas'],
  ])('signs in %s with the login answer of SPEC §3', async (email, groups, first, last) => {
    const res = await login({ email, password: 'flotilla' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'device_token', 'first_name', 'groups', 'id', 'last_name', 'refresh', 'websockets_token']);
    expect(body).toMatchObject({ groups, first_name: first, last_name: last });
    const [user] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(body.id).toBe(user.id);
    for (const key of ['access', 'refresh', 'websockets_token']) expect(body[key]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Set([body.access, body.refresh, body.websockets_token]).size).toBe(3);
    expect((await listPlants(body.access)).statusCode).toBe(200);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ email: '  ADMIN@Flotilla.MX ', password: 'flotilla' });
    expect(res.statusCode).toBe(200);
    expect(res.json().first_name).toBe('Ana');
  });

  it('refuses a user outside the three groups with no_allowed, in Spanish by default and in English on request', async () => {
    const es = await login({ email: 'conductor@flotilla.mx', password: 'flotilla' });
    expect(es.statusCode).toBe(403);
    expect(es.json()).toEqual({ code: 'no_allowed', detail: 'No tiene permitido iniciar sesión.' });
    const en = await login({ email: 'conductor@flotilla.mx', password: 'flotilla' }, { lang: 'en' });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ code: 'no_allowed', detail: 'You are not allowed to sign in.' });
    const enUS = await login({ email: 'conductor@flotilla.mx', password: 'flotilla' }, { lang: 'en-US,en;q=0.9' });
    expect(enUS.json().detail).toBe('You are not allowed to sign in.');
  });

  it.each([
    [{ email: 'admin@flotilla.mx' }],
    [{ password: 'flotilla' }],
    [{ email: '', password: 'flotilla' }],
    [{ email: 'admin@flotilla.mx', password: '' }],
    [{}],
  ])('answers 400 incomplete_credentials for %j', async (payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'incomplete_credentials', detail: 'Credenciales incompletas.' });
  });

  it('answers incomplete_credentials in English too', async () => {
    const res = await login({ email: 'admin@flotilla.mx' }, { lang: 'en' });
    expect(res.json()).toEqual({ code: 'incomplete_credentials', detail: 'Incomplete credentials.' });
  });

  it.each([
    ['a wrong password', 'admin@flotilla.mx', 'wrong-password'],
    ['an unknown email', 'nobody@flotilla.mx', 'flotilla'],
  ])('answers 401 invalid_credentials for %s', async (_case, email, password) => {
    const res = await login({ email, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'invalid_credentials', detail: 'Credenciales inválidas.' });
    const en = await login({ email, password }, { lang: 'en' });
    expect(en.json()).toEqual({ code: 'invalid_credentials', detail: 'Invalid credentials.' });
  });

  it('refuses a disabled user (status 0) with the right password, like a wrong one', async () => {
    await t.addUser({ email: 'disabled@flotilla.mx', status: 0 });
    const res = await login({ email: 'disabled@flotilla.mx', password: 'flotilla' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('makes an email wait after 5 failed tries, even with the right password and from another address', async () => {
    await t.addUser({ email: 'target@flotilla.mx' });
    for (let i = 0; i < 5; i++) expect((await login({ email: 'target@flotilla.mx', password: `wrong-${i}` })).statusCode).toBe(401);
    // The first wait is 1 s and grows with each failure (test/server/auth/throttle.test.ts); here, 2 minutes.
    await t.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() + 2 * 60_000) }).where(eq(login_failures.key, 'email:target@flotilla.mx'));
    const res = await login({ email: 'Target@flotilla.mx', password: 'flotilla' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'throttled', detail: 'Demasiados intentos. Vuelva a intentarlo en 2 minutos.', retry_after: expect.any(Number) });
    expect(res.json().retry_after).toBeGreaterThan(110);
    expect(res.headers['retry-after']).toBe(String(res.json().retry_after));
    expect((await login({ email: 'target@flotilla.mx', password: 'flotilla' }, { lang: 'en' })).json().detail).toBe('Too many attempts. Try again in 2 minutes.');
    // Other accounts are not affected.
    expect((await login({ email: 'rh@flotilla.mx', password: 'flotilla' })).statusCode).toBe(200);
  });

  it('throttles an address that tries many accounts (credential stuffing)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await login({ email: `guess${i}@flotilla.mx`, password: 'x' }, { ip })).statusCode).toBe(401);
    // Past 30 failures the address waits, 1 s at first and longer with each failure; here, a minute.
    await t.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() + 60_000) }).where(eq(login_failures.key, `ip:${ip}`));
    expect((await login({ email: 'guess30@flotilla.mx', password: 'x' }, { ip })).statusCode).toBe(429);
    expect((await login({ email: 'admin@flotilla.mx', password: 'flotilla' }, { ip })).statusCode).toBe(429);
    expect((await login({ email: 'admin@flotilla.mx', password: 'flotilla' })).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures counted for the email', async () => {
    await t.addUser({ email: 'forgetful@flotilla.mx' });
    for (let i = 0; i < 4; i++) await login({ email: 'forgetful@flotilla.mx', password: 'nope' });
    expect((await login({ email: 'forgetful@flotilla.mx', password: 'flotilla' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: 'forgetful@flotilla.mx', password: 'nope' });
    expect((await login({ email: 'forgetful@flotilla.mx', password: 'flotilla' })).statusCode).toBe(200);
  });

  it('records sign-ins, failures and refusals in audit_log', async () => {
    const [admin] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    await login({ email: 'admin@flotilla.mx', password: 'flotilla' });
    let [row] = await t.audit();
    expect(row).toMatchObject({ resource: 'auth', action: 'login', user_id: admin.id, record_id: String(admin.id) });
    expect(row.ip).toMatch(/^10\.0\.0\./);

    await login({ email: 'admin@flotilla.mx', password: 'bad-password' });
    [row] = await t.audit();
    expect(row).toMatchObject({ resource: 'auth', action: 'login_failed', record_id: String(admin.id), changes: { email: 'admin@flotilla.mx' } });

    await login({ email: 'conductor@flotilla.mx', password: 'flotilla' });
    [row] = await t.audit();
    expect(row).toMatchObject({ resource: 'auth', action: 'login_refused' });
  });

  it('stores last_login', async () => {
    const id = await t.addUser({ email: 'lastlogin@flotilla.mx' });
    await login({ email: 'lastlogin@flotilla.mx', password: 'flotilla' });
    const [user] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(user.last_login).toBeInstanceOf(Date);
    expect(Math.abs(user.last_login!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('signs in a user imported from Django (pbkdf2_sha256) and upgrades the hash to argon2id', async () => {
    // Django's make_password('flotilla', salt='abcdefghijkl', hasher pbkdf2_sha256, 1000 iterations).
    const { pbkdf2Sync } = await import('node:crypto');
    const hash = pbkdf2Sync('flotilla', 'abcdefghijkl', 1000, 32, 'sha256').toString('base64');
    const id = await t.addUser({ email: 'django@flotilla.mx' });
    await setUser(id, { password: `pbkdf2_sha256$1000$abcdefghijkl$${hash}` });
    expect((await login({ email: 'django@flotilla.mx', password: 'wrong' })).statusCode).toBe(401);
    expect((await login({ email: 'django@flotilla.mx', password: 'flotilla' })).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(user.password).toMatch(/^\$argon2id\$/);
    expect((await login({ email: 'django@flotilla.mx', password: 'flotilla' })).statusCode).toBe(200);
  });

  it('answers 400 invalid for a body that is not JSON', async () => {
    const res = await t.call({ method: 'POST', url: 'auth/login/', payload: '{not json', headers: { 'content-type': 'application/json' }, ip: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
  });
});

describe('tokens', () => {
  it('access lasts 20 minutes and refresh 7 days, HS256 with exp, token type and audience', async () => {
    const body = (await login({ email: 'admin@flotilla.mx', password: 'flotilla' })).json();
    const access = decodeJwt(body.access);
    const refreshClaims = decodeJwt(body.refresh);
    expect(access.exp! - access.iat!).toBe(20 * 60);
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(7 * 24 * 3600);
    expect(Math.abs(access.iat! - Date.now() / 1000)).toBeLessThan(60);
    expect(access).toMatchObject({ token_type: 'access', sub: String(body.id), aud: 'flotilla' });
    expect(refreshClaims).toMatchObject({ token_type: 'refresh', sub: String(body.id) });
    expect(JSON.parse(Buffer.from(body.access.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('gives a session exactly those lifetimes when its clock ticks a second between reads', async () => {
    const real = Date.now.bind(Date);
    let reads = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => real() + 1000 * reads++);
    try {
      const body = (await login({ email: 'admin@flotilla.mx', password: 'flotilla' })).json();
      const [access, refresh] = [decodeJwt(body.access), decodeJwt(body.refresh)];
      expect([access.exp! - access.iat!, refresh.exp! - refresh.iat!]).toEqual([20 * 60, 7 * 24 * 3600]);
      expect(reads).toBeGreaterThan(1);
    } finally {
      clock.mockRestore();
    }
  });

  it('answers 401 not_authenticated without a bearer token', async () => {
    const res = await t.call({ url: 'plantas/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'not_authenticated', detail: 'Inicie sesión para continuar.' });
    const basic = await t.call({ url: 'plantas/', headers: { authorization: 'Basic YWRtaW46ZmxvdGlsbGE=' }, lang: 'en' });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ code: 'not_authenticated', detail: 'Please sign in to continue.' });
  });

  it('refuses tokens signed with another secret, with alg none, of another type or expired', async () => {
    const body = (await login({ email: 'admin@flotilla.mx', password: 'flotilla' })).json();
    const claims = decodeJwt(body.access);
    const otherSecret = new TextEncoder().encode('not-the-server-secret-but-long-enough');
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(otherSecret);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const tampered = `${body.access.split('.')[0]}.${b64({ ...claims, sub: '1', exp: claims.exp! + 3600 })}.${body.access.split('.')[2]}`;
    for (const token of [forged, none, tampered, body.refresh, body.websockets_token, 'garbage', `${body.access}x`]) {
      const res = await listPlants(token);
      expect([token, res.statusCode, res.json().code]).toEqual([token, 401, 'token_not_valid']);
    }
  });

  it('refuses a validly signed token without an expiry (it would never expire)', async () => {
    const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
    const build = (withExp: boolean) => {
      const jwt = new SignJWT({ token_type: 'access', ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('1').setJti(randomUUID()).setIssuer('flotilla-api').setAudience('flotilla').setIssuedAt();
      return (withExp ? jwt.setExpirationTime('5m') : jwt).sign(secret);
    };
    expect(await verifyToken(secret, await build(true), 'access')).toMatchObject({ sub: '1', token_type: 'access' });
    expect(await verifyToken(secret, await build(false), 'access')).toBeNull();
  });

  it('refuses an expired access token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() - 21 * 60_000);
      const stale = (await login({ email: 'admin@flotilla.mx', password: 'flotilla' })).json().access;
      vi.useRealTimers();
      const res = await listPlants(stale);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST auth/refresh/ and auth/logout/', () => {
  it('gives a new access token that works on the API, and the rotated refresh token beside it', async () => {
    const body = (await login({ email: 'rh@flotilla.mx', password: 'flotilla' })).json();
    const res = await refresh(body.refresh);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
    const access = res.json().access;
    expect(decodeJwt(access)).toMatchObject({ token_type: 'access', sub: String(body.id) });
    expect((await listPlants(access)).statusCode).toBe(200);
  });

  it.each([
    ['an access token', 'access'],
    ['the websockets token', 'websockets_token'],
    ['garbage', null],
  ])('refuses %s as refresh token with 401 token_not_valid', async (_case, key) => {
    const body = (await login({ email: 'rh@flotilla.mx', password: 'flotilla' })).json();
    const res = await refresh(key ? body[key] : 'not.a.token');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });

  it('answers 400 when the refresh token is missing', async () => {
    const res = await t.call({ method: 'POST', url: 'auth/refresh/', payload: {}, ip: nextIp() });
    expect(res.statusCode).toBe(400);
  });

  it("logout ends the refresh token's session (204), and only that one", async () => {
    const first = (await login({ email: 'c4@flotilla.mx', password: 'flotilla' })).json();
    const second = (await login({ email: 'c4@flotilla.mx', password: 'flotilla' })).json();
    const res = await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: first.refresh } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, decodeJwt(first.access).sid as string));
    expect(row.revoked_at).toBeInstanceOf(Date);
    expect((await t.audit())[0]).toMatchObject({ resource: 'auth', action: 'logout', user_id: first.id });
    // Logging out again, or with garbage, is harmless.
    expect((await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: first.refresh } })).statusCode).toBe(204);
    expect((await t.call({ method: 'POST', url: 'auth/logout/', payload: {} })).statusCode).toBe(204);
  });

  it.each([
    ['disabling the user', { status: 0 }],
    ['bumping token_version', { token_version: sql`${usuarios.token_version} + 1` }],
  ])('%s behind the server\'s back stops its access token within a second, its refresh token at once', async (_case, change) => {
    const email = `revoke-${Object.keys(change)[0]}@flotilla.mx`;
    const id = await t.addUser({ email });
    const body = (await login({ email, password: 'flotilla' })).json();
    expect((await listPlants(body.access)).statusCode).toBe(200);
    await setUser(id, change as Partial<typeof usuarios.$inferInsert>);
    // The cached caller hears of a write made past the API through LISTEN (server/auth/callerListener.ts).
    let api = await listPlants(body.access);
    for (const deadline = Date.now() + 1000; api.statusCode === 200 && Date.now() < deadline; ) api = await listPlants(body.access);
    expect(api.statusCode).toBe(401);
    expect(api.json().code).toBe('token_not_valid');
    const res = await refresh(body.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });

  it('refuses an expired refresh token', async () => {
    const body = (await login({ email: 'admin@flotilla.mx', password: 'flotilla' })).json();
    await t.database.db.update(refresh_tokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(refresh_tokens.jti, decodeJwt(body.refresh).jti!));
    expect((await refresh(body.refresh)).statusCode).toBe(401);
  });
});
