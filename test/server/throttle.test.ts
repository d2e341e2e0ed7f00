import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { dbThrottle } from '../../server/auth/throttle';
import { loadConfig } from '../../server/config';
import { connect, type Database } from '../../server/db/client';
import { recovery_codes, throttle_hits } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue #7 item 1: sign-in, refresh and recovery attempts are counted atomically in PostgreSQL
 * before they are checked, so parallel guesses cannot pass the limit and every server shares it.
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

describe('login', () => {
  it('answers at most 5 of 50 parallel wrong passwords for one email with 401, the rest 429', async () => {
    await t.addUser({ email: 'parallel@flotilla.mx' });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login('parallel@flotilla.mx', `wrong-${i}`)));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().code).toBe('throttled');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login('parallel@flotilla.mx', 'flotilla')).statusCode).toBe(429);
  });

  it('answers at most 30 of 60 parallel guesses from one address with 401, the rest 429', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`stuffing${i}@flotilla.mx`, 'x', ip)));
    expect(statuses(answers)).toEqual({ 401: 30, 429: 30 });
  });

  it('does not hold successful sign-ins against the address (an office behind one address)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 35; i++) expect((await login('admin@flotilla.mx', 'flotilla', ip)).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await login(`office${i}@flotilla.mx`, 'x', ip)).statusCode).toBe(401);
    expect((await login('admin@flotilla.mx', 'flotilla', ip)).statusCode).toBe(429);
  });

  it('starts a new window once the old one has passed', async () => {
    await t.addUser({ email: 'window@flotilla.mx' });
    for (let i = 0; i < 6; i++) await login('window@flotilla.mx', 'nope');
    expect((await login('window@flotilla.mx', 'flotilla')).statusCode).toBe(429);
    await t.database.db.update(throttle_hits).set({ reset_at: new Date(Date.now() - 1000) }).where(eq(throttle_hits.key, 'login:email:window@flotilla.mx'));
    expect((await login('window@flotilla.mx', 'flotilla')).statusCode).toBe(200);
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

  it('share the per-email limit', async () => {
    await t.addUser({ email: 'shared@flotilla.mx' });
    for (let i = 0; i < 5; i++) expect((await login('shared@flotilla.mx', `wrong-${i}`, nextIp(), i % 2 ? other : t.app)).statusCode).toBe(401);
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
    expect(t.mails.length).toBe(before + (registered ? 1 : 0));
  });

  it('checks at most 5 of 20 parallel wrong codes, and then refuses the right one', async () => {
    const email = 'guess-code@flotilla.mx';
    const id = await t.addUser({ email });
    expect((await send(email)).statusCode).toBe(200);
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
    const code = t.mails.filter((m) => m.to === email).at(-1)!.text.match(/\b(\d{6})\b/)![1];
    for (let i = 0; i < 6; i++) expect((await verify(email, code)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(recovery_codes).where(eq(recovery_codes.user_id, id));
    expect(row.tries).toBe(0);
  });
});
