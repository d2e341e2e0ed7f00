import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { dbThrottle } from '../../../server/auth/throttle';
import { loadConfig } from '../../../server/config';
import { connect, type Database } from '../../../server/db/client';
import { login_failures, recovery_codes } from '../../../server/db/schema';
import { deliverDue } from '../../../server/mail/outbox';
import { LOCKOUT } from '../../../server/auth/lockout';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Sign-in, refresh and recovery attempts are counted atomically in PostgreSQL before they are
 * checked, so parallel guesses cannot pass the limit and every server shares it; sign-in waits
 * grow progressively per account and per address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.7.0.${++lastIp}`;
const login = (email: string, password: string, ip = nextIp(), app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: ip });
const refresh = (token: string, ip: string) => t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: token }, ip });
const statuses = (answers: { statusCode: number }[]) => {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
  return byStatus;
};

/**
 * `n` attempts at once, and how many of them may be checked: `free`, plus one more for each wait
 * (1 s, 2 s, 4 s …) that ended while the burst was still running on a busy machine.
 */
async function burst(n: number, free: number, attempt: (i: number) => ReturnType<typeof login>) {
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
  const elapsed = (Date.now() - started) / 1000;
  return { answers, checkable: free + Math.floor(Math.log2(elapsed / LOCKOUT.firstDelaySeconds + 1)) };
}

describe('login: progressive delays', () => {
  /** Lets the account's or address's current wait pass, as the clock would. */
  const waitPasses = (key: string) =>
    t.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() - 1000) }).where(eq(login_failures.key, key));
  const failuresOf = async (key: string) => (await t.database.db.select().from(login_failures).where(eq(login_failures.key, key)))[0];

  it('checks 5 of 50 parallel wrong passwords for one email, answers the rest 429 with when to try again', async () => {
    await t.addUser({ email: 'parallel@flotilla.mx' });
    const { answers, checkable } = await burst(50, LOCKOUT.accountFree, (i) => login('parallel@flotilla.mx', `wrong-${i}`));
    const checked = statuses(answers)[401];
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(checkable);
    expect(statuses(answers)[429]).toBe(50 - checked);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'throttled', detail: expect.stringMatching(/^Demasiados intentos\. Vuelva a intentarlo en \d+ segundos?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    expect((await failuresOf('email:parallel@flotilla.mx')).failures).toBe(checked);
  });

  it('doubles the wait after each further failure, up to 15 minutes, and says so in es and en', async () => {
    await t.addUser({ email: 'doubling@flotilla.mx' });
    for (let i = 0; i < 5; i++) expect((await login('doubling@flotilla.mx', 'nope')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      await waitPasses('email:doubling@flotilla.mx');
      expect((await login('doubling@flotilla.mx', 'nope')).statusCode).toBe(401);
      const refused = await login('doubling@flotilla.mx', 'flotilla');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
    }
    // Within a second of 2, 4, 8 … s (the clock moves while the test runs).
    const expected = [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900];
    waits.forEach((w, i) => expect(Math.abs(expected[i] - w)).toBeLessThanOrEqual(1));
    const last = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'doubling@flotilla.mx', password: 'flotilla' }, lang: 'en', ip: nextIp() });
    expect(last.json().detail).toBe('Too many attempts. Try again in 15 minutes.');
    const es = await login('doubling@flotilla.mx', 'flotilla');
    expect(es.json().detail).toBe('Demasiados intentos. Vuelva a intentarlo en 15 minutos.');
  });

  it('forgets an account\'s failures after a right password, and after a quiet day', async () => {
    await t.addUser({ email: 'forgets@flotilla.mx' });
    for (let i = 0; i < 5; i++) await login('forgets@flotilla.mx', 'nope');
    await waitPasses('email:forgets@flotilla.mx');
    expect((await login('forgets@flotilla.mx', 'flotilla')).statusCode).toBe(200);
    expect(await failuresOf('email:forgets@flotilla.mx')).toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await login('forgets@flotilla.mx', 'nope')).statusCode).toBe(401);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await t.database.db.update(login_failures).set({ last_at: dayAgo, blocked_until: dayAgo }).where(eq(login_failures.key, 'email:forgets@flotilla.mx'));
    expect((await login('forgets@flotilla.mx', 'nope')).statusCode).toBe(401);
    expect((await failuresOf('email:forgets@flotilla.mx')).failures).toBe(1);
  });

  it('lets the owner in again once the password was reset through recovery', async () => {
    await t.addUser({ email: 'locked-owner@flotilla.mx' });
    for (let i = 0; i < 20; i++) await login('locked-owner@flotilla.mx', `guess-${i}`);
    expect((await login('locked-owner@flotilla.mx', 'flotilla')).statusCode).toBe(429);
    expect((await t.call({ method: 'POST', url: 'codigo_verificacion/enviar_correo/', payload: { email: 'locked-owner@flotilla.mx' }, ip: nextIp() })).statusCode).toBe(200);
    await deliverDue(t.database.db, { send: async (m) => void t.mails.push(m) }, () => {});
    const code = t.mails.filter((m) => m.to === 'locked-owner@flotilla.mx').at(-1)!.text.match(/\b(\d{6})\b/)![1];
    const step = (url: string, payload: object) => t.call({ method: 'POST', url: `codigo_verificacion/${url}/`, payload, ip: nextIp() });
    expect((await step('verificar_codigo', { email: 'locked-owner@flotilla.mx', codigo: code })).statusCode).toBe(200);
    expect((await step('restablecer_contrasena', { email: 'locked-owner@flotilla.mx', codigo: code, contrasena: 'owner-again-123' })).statusCode).toBe(200);
    expect((await login('locked-owner@flotilla.mx', 'owner-again-123')).statusCode).toBe(200);
  });

  it('checks 30 of 60 parallel guesses from one address, the rest 429', async () => {
    const ip = nextIp();
    const { answers, checkable } = await burst(60, LOCKOUT.addressFree, (i) => login(`stuffing${i}@flotilla.mx`, 'x', ip));
    expect(statuses(answers)[401]).toBeGreaterThanOrEqual(30);
    expect(statuses(answers)[401]).toBeLessThanOrEqual(checkable);
    // An attempt refused for its address is not held against its account.
    const refusedEmails = answers.flatMap((a, i) => (a.statusCode === 429 ? [`email:stuffing${i}@flotilla.mx`] : []));
    expect(refusedEmails.length).toBeGreaterThan(0);
    for (const key of refusedEmails) expect((await failuresOf(key)).failures).toBe(0);
  });

  it('still answers 429 to most of 300 parallel wrong passwords for one account from one address', async () => {
    await t.addUser({ email: 'three-hundred@flotilla.mx' });
    const ip = nextIp();
    const { answers, checkable } = await burst(300, LOCKOUT.accountFree, (i) => login('three-hundred@flotilla.mx', `wrong-${i}`, ip));
    expect(statuses(answers)[401]).toBeGreaterThanOrEqual(5);
    expect(statuses(answers)[401]).toBeLessThanOrEqual(checkable);
    expect(statuses(answers)[429]).toBeGreaterThanOrEqual(300 - checkable);
  });

  it('does not hold successful sign-ins against the address (an office behind one address)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 35; i++) expect((await login('admin@flotilla.mx', 'flotilla', ip)).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await login(`office${i}@flotilla.mx`, 'x', ip)).statusCode).toBe(401);
    expect((await login('office-late@flotilla.mx', 'x', ip)).statusCode).toBe(429);
  });

  it('does not hold an account at an address it signed in from before, while the address waits for others', async () => {
    const ip = nextIp();
    await t.addUser({ email: 'regular@flotilla.mx' });
    await t.addUser({ email: 'newcomer@flotilla.mx' });
    expect((await login('regular@flotilla.mx', 'flotilla', ip)).statusCode).toBe(200);
    // Someone behind the same address guesses other accounts until the address must wait.
    for (let i = 0; i < 30; i++) expect((await login(`noisy${i}@flotilla.mx`, 'x', ip)).statusCode).toBe(401);
    // Later failures from there have made the address wait 10 minutes.
    await t.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() + 10 * 60_000) }).where(eq(login_failures.key, `ip:${ip}`));
    const held = await login('newcomer@flotilla.mx', 'flotilla', ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().detail).toBe('Demasiados intentos. Vuelva a intentarlo en 10 minutos.');
    // The account that signed in from here before is not held by the address.
    expect((await login('regular@flotilla.mx', 'flotilla', ip)).statusCode).toBe(200);
    // But it is still held by its own account limit.
    for (let i = 0; i < 5; i++) expect((await login('regular@flotilla.mx', 'nope', ip)).statusCode).toBe(401);
    expect((await login('regular@flotilla.mx', 'flotilla', ip)).statusCode).toBe(429);
  });
});

describe('two app instances on one database', () => {
  let other: FastifyInstance;
  let otherDb: Database;
  beforeAll(async () => {
    // A second process in all but name: its own pool and app over the same database.
    otherDb = connect(t.database.pool.options.connectionString!, 2);
    const config = { ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
    other = await buildApp({ config, database: otherDb, mailer: { outboxDir: t.dataDir, send: async () => {} } });
  });
  afterAll(async () => {
    await other.close();
    await otherDb.close();
  });

  it('share the per-account sign-in delays', async () => {
    await t.addUser({ email: 'shared@flotilla.mx' });
    for (let i = 0; i < 5; i++) expect((await login('shared@flotilla.mx', `wrong-${i}`, nextIp(), i % 2 ? other : t.app)).statusCode).toBe(401);
    // Both instances counted into one row, and the fifth failure set a wait.
    const key = eq(login_failures.key, 'email:shared@flotilla.mx');
    const [row] = await t.database.db.select().from(login_failures).where(key);
    expect(row.failures).toBe(5);
    expect(row.blocked_until.getTime()).toBeGreaterThan(row.last_at.getTime());
    // That first wait is 1 s, less than these calls may take on a busy machine: held longer, each
    // instance must refuse even the right password from the shared row.
    await t.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() + 60_000) }).where(key);
    expect((await login('shared@flotilla.mx', 'flotilla', nextIp(), other)).statusCode).toBe(429);
    expect((await login('shared@flotilla.mx', 'flotilla', nextIp(), t.app)).statusCode).toBe(429);
  });

  it('share one throttle counter through the Throttle interface', async () => {
    const a = dbThrottle(t.database.db, 'unit', 3, 60_000);
    const b = dbThrottle(otherDb.db, 'unit', 3, 60_000);
    const hits = await Promise.all([a, b, a, b, a, b].map((th) => th.hit('k')));
    expect(hits.filter((h) => h.allowed)).toHaveLength(3);
    await b.reset('k');
    expect((await a.hit('k')).allowed).toBe(true);
  });
});

describe('refresh', () => {
  it('answers at most 30 of 40 parallel revoked refresh tokens from one address with 401, the rest 429', async () => {
    const ip = nextIp();
    const good = (await login('admin@flotilla.mx', 'flotilla')).json().refresh as string;
    // A signed but revoked token: each check reaches the database, as a replayed stolen token would.
    const revoked = (await login('admin@flotilla.mx', 'flotilla')).json().refresh as string;
    expect((await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: revoked } })).statusCode).toBe(204);
    const answers = await Promise.all(Array.from({ length: 40 }, () => refresh(revoked, ip)));
    expect(statuses(answers)).toEqual({ 401: 30, 429: 10 });
    expect((await refresh(good, ip)).statusCode).toBe(429);
    expect((await refresh(good, nextIp())).statusCode).toBe(200);
  });

  it('does not count successful refreshes against the address', async () => {
    const ip = nextIp();
    let good = (await login('admin@flotilla.mx', 'flotilla')).json().refresh as string;
    // Each refresh spends its token (rotation): the next call presents the new one.
    for (let i = 0; i < 35; i++) {
      const res = await refresh(good, ip);
      expect(res.statusCode).toBe(200);
      good = res.json().refresh;
    }
  });
});

describe('recovery', () => {
  const deliver = () => deliverDue(t.database.db, { send: async (m) => void t.mails.push(m) }, () => {});
  const send = (email: string) => t.call({ method: 'POST', url: 'codigo_verificacion/enviar_correo/', payload: { email }, ip: nextIp() });
  const verify = (email: string, codigo: string) =>
    t.call({ method: 'POST', url: 'codigo_verificacion/verificar_codigo/', payload: { email, codigo }, ip: nextIp() });

  it.each([
    ['a registered email', 'recover-parallel@flotilla.mx', true],
    ['an unknown email', 'ghost-parallel@flotilla.mx', false],
  ])('mails at most one code for 20 parallel requests for %s, the rest 429', async (_case, email, registered) => {
    if (registered) await t.addUser({ email });
    const before = t.mails.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(email)));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 19 });
    expect(answers.find((a) => a.statusCode === 429)!.json().code).toBe('code_already_sent');
    await deliver();
    expect(t.mails.length).toBe(before + (registered ? 1 : 0));
  });

  it('checks at most 5 of 20 parallel wrong codes, and then refuses the right one', async () => {
    const email = 'guess-code@flotilla.mx';
    const id = await t.addUser({ email });
    expect((await send(email)).statusCode).toBe(200);
    await deliver();
    const code = t.mails.filter((m) => m.to === email).at(-1)!.text.match(/\b(\d{6})\b/)![1];
    const wrongCodes = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrongCodes.map((c) => verify(email, c)));
    expect(statuses(answers)).toEqual({ 400: 4, 429: 16 });
    const [row] = await t.database.db.select().from(recovery_codes).where(eq(recovery_codes.user_id, id));
    expect(row.tries).toBe(5);
    expect((await verify(email, code)).json().code).toBe('tries_exceeded');
  });

  it('does not count the right code as a try', async () => {
    const email = 'right-code@flotilla.mx';
    const id = await t.addUser({ email });
    expect((await send(email)).statusCode).toBe(200);
    await deliver();
    const code = t.mails.filter((m) => m.to === email).at(-1)!.text.match(/\b(\d{6})\b/)![1];
    for (let i = 0; i < 6; i++) expect((await verify(email, code)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(recovery_codes).where(eq(recovery_codes.user_id, id));
    expect(row.tries).toBe(0);
  });
});
