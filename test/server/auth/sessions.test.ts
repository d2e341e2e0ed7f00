import { SignJWT, decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { verifyToken } from '../../../server/auth/tokens';
import { eq } from 'drizzle-orm';
import { refresh_tokens, sessions, usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';

/** Sessions, logout, refresh rotation with reuse detection, disabling for good. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin@flotilla.mx');
});
afterAll(() => t.close());

// Each call comes from its own address, so the per-IP refresh throttle never reaches another test.
let lastIp = 0;
const nextIp = () => `10.0.1.${++lastIp}`;

interface Pair {
  access: string;
  refresh: string;
}
const login = async (email: string): Promise<Pair & { id: number }> => {
  const res = await t.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'flotilla' }, ip: nextIp() });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const refresh = (token: string, ip = nextIp()) => t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: token }, ip });
const logout = (token: string) => t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: token } });
const api = async (access: string) => (await t.call({ url: 'plantas/?limit=1', token: access })).statusCode;
/** 200 when the pair still works: its access token on the API and its refresh token (which it spends). */
const works = async (pair: Pair) => [await api(pair.access), (await refresh(pair.refresh)).statusCode];

let users = 0;
const newUser = () => t.addUser({ email: `session-${++users}@flotilla.mx` }).then(async (id) => ({ id, email: `session-${users}@flotilla.mx` }));

describe('disabling a user', () => {
  it.each([
    ['the edit form (PATCH)', (id: number, status: number) => t.call({ method: 'PATCH', url: `usuarios/${id}/`, payload: { status }, token: admin }), 0],
    ['the bulk status change', (id: number, status: number) => t.call({ method: 'POST', url: 'usuarios/change_multiple_status/', payload: { ids: [id], status }, token: admin }), 0],
    // Written behind the server's back, it is heard through PostgreSQL within a second.
    ['a write outside the API', (id: number, status: number) => t.database.db.update(usuarios).set({ status }).where(eq(usuarios.id, id)), 1000],
  ])('through %s ends every token for good; re-enabling does not revive them', async (_path, setStatus, withinMs) => {
    const user = await newUser();
    const [first, second] = [await login(user.email), await login(user.email)];
    expect(await api(first.access)).toBe(200);

    await setStatus(user.id, 0);
    if (withinMs) await expect.poll(() => api(first.access), { timeout: withinMs, interval: 20 }).toBe(401);
    expect(await works(first)).toEqual([401, 401]);
    await setStatus(user.id, 1);
    expect(await works(first)).toEqual([401, 401]);
    expect(await works(second)).toEqual([401, 401]);
    expect(await t.database.db.select({ revoked: sessions.revoked_at }).from(sessions).where(eq(sessions.user_id, user.id))).toEqual([
      { revoked: expect.any(Date) },
      { revoked: expect.any(Date) },
    ]);
    // A fresh sign-in of the re-enabled user works.
    expect(await works(await login(user.email))).toEqual([200, 200]);
  });

  it('keeps the tokens when the status is written unchanged or another field changes', async () => {
    const user = await newUser();
    const pair = await login(user.email);
    expect((await t.call({ method: 'PATCH', url: `usuarios/${user.id}/`, payload: { status: 1, name: 'Otra' }, token: admin })).statusCode).toBe(200);
    expect(await works(pair)).toEqual([200, 200]);
  });
});

describe('POST auth/logout/', () => {
  it("ends that sign-in's access and refresh tokens at once, and no other session of the user", async () => {
    const user = await newUser();
    const [ended, other] = [await login(user.email), await login(user.email)];
    expect((await logout(ended.refresh)).statusCode).toBe(204);
    expect(await works(ended)).toEqual([401, 401]);
    expect(await works(other)).toEqual([200, 200]);
    expect((await t.audit())[0]).toMatchObject({ resource: 'auth', action: 'logout', user_id: user.id });
  });

  it('ends the session with any refresh token of it, even one already rotated', async () => {
    const user = await newUser();
    const first = await login(user.email);
    const next: Pair = (await refresh(first.refresh)).json();
    expect((await logout(first.refresh)).statusCode).toBe(204);
    expect(await works(next)).toEqual([401, 401]);
  });
});

describe('POST auth/refresh/ rotation', () => {
  it('answers a new access and refresh token; the new pair works and the old refresh token is spent', async () => {
    const user = await newUser();
    const first = await login(user.email);
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const next: Pair = res.json();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(decodeJwt(next.refresh)).toMatchObject({ token_type: 'refresh', sub: String(user.id), sid: decodeJwt(first.access).sid });
    // Rotation never extends the sign-in: the new refresh token ends when the first one did.
    expect(decodeJwt(next.refresh).exp).toBe(decodeJwt(first.refresh).exp);
    expect(await api(next.access)).toBe(200);
    const [row] = await t.database.db.select().from(refresh_tokens).where(eq(refresh_tokens.jti, decodeJwt(first.refresh).jti!));
    expect(row.used_at).toBeInstanceOf(Date);
    // A long session keeps going, one rotation after another.
    const third: Pair = (await refresh(next.refresh)).json();
    expect(await works(third)).toEqual([200, 200]);
  });

  it('a spent refresh token presented again answers 401 and ends the whole family', async () => {
    const user = await newUser();
    const first = await login(user.email);
    const other = await login(user.email);
    const next: Pair = (await refresh(first.refresh)).json();
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
    expect((await t.audit())[0]).toMatchObject({ resource: 'auth', action: 'refresh_reused', user_id: user.id });
    // Every token of that sign-in: the first access token, and the pair the rotation issued.
    expect(await api(first.access)).toBe(401);
    expect(await works(next)).toEqual([401, 401]);
    expect(await works(other)).toEqual([200, 200]);
  });

  it('of parallel refreshes with one token exactly one wins; the others are replays that end the session', async () => {
    const user = await newUser();
    const first = await login(user.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(first.refresh)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    // One rotation happened: the login's token and the winner's, no more.
    expect(await t.database.db.select().from(refresh_tokens).where(eq(refresh_tokens.user_id, user.id))).toHaveLength(2);
    const winner: Pair = answers.find((r) => r.statusCode === 200)!.json();
    expect(await works(winner)).toEqual([401, 401]);
  });

  it('is documented with its new answer in the OpenAPI document', async () => {
    const doc = (await t.call({ url: 'openapi.json', token: admin })).json();
    const ok = doc.paths['/api/auth/refresh/'].post.responses['200'].content['application/json'].schema;
    expect(ok).toMatchObject({ required: ['access', 'refresh'], properties: { access: { type: 'string' }, refresh: { type: 'string' } } });
  });

  it('refuses the tokens of a session past its end; the next sign-in clears it away', async () => {
    const user = await newUser();
    const pair = await login(user.email);
    await t.database.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.user_id, user.id));
    expect(await works(pair)).toEqual([401, 401]);
    const next = await login(user.email);
    expect(await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id))).toEqual([{ id: decodeJwt(next.access).sid }]);
    expect(await t.database.db.select().from(refresh_tokens).where(eq(refresh_tokens.user_id, user.id))).toHaveLength(1);
  });
});

describe('token ids', () => {
  it('refuses a validly signed token whose jti or sid is not a uuid (they reach SQL as uuids)', async () => {
    const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
    const build = (jti: string, sid: string) =>
      new SignJWT({ token_type: 'access', ver: 0, sid }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setJti(jti).setIssuer('flotilla-api').setAudience('flotilla').setExpirationTime('5m').sign(secret);
    expect(await verifyToken(secret, await build(randomUUID(), randomUUID()), 'access')).toMatchObject({ sub: '1' });
    expect(await verifyToken(secret, await build('j-1', randomUUID()), 'access')).toBeNull();
    expect(await verifyToken(secret, await build(randomUUID(), "x' OR 1=1"), 'access')).toBeNull();
  });
});
