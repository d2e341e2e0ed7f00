import { and, eq, sql } from 'drizzle-orm';
import { device_tokens, login_challenges, login_failures, second_factors, sessions } from '../../../server/db/schema';
import { sweepChallenges } from '../../../server/auth/challenges';
import { sweepDeviceTokens } from '../../../server/auth/deviceTokens';
import { setupOrigin, startSetup, sweepPendingSecrets } from '../../../server/auth/secondFactor';
import { createTestApp, type TestApp } from '../support/harness';
import { codeAt, codeChallenge, freshIp, login, requireFactorFor, sendCode, withFactor as withFactorKit } from './factorKit';

/**
 * A sign-in with a second factor (issue #36): the password answers a short-lived challenge, and
 * a code (TOTP or recovery) completes it; the codes go through the sign-in lockout; a group that
 * requires the factor leads a person without one to set it up (web) or refuses (the phone).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withFactor = (email: string, groups?: string[]) => withFactorKit(t, email, groups);
const challengeOf = (email: string, options: { app?: boolean } = {}) => codeChallenge(t, email, options);

describe('POST auth/login/ with a second factor on', () => {
  it('answers a challenge for the code instead of tokens, and logs it', async () => {
    const person = await withFactor('challenge@flotilla.mx');
    const res = await login(t, { email: person.email, ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ challenge: expect.any(String), second_factor: 'code', expires_in: 300 });
    const [event] = await t.audit();
    expect(event).toMatchObject({ resource: 'auth', action: 'login_challenge', record_id: String(person.id), changes: { second_factor: 'code' } });
    expect(JSON.stringify(event)).not.toContain(res.json().challenge);
    // Nothing but the challenge's hash is stored.
    expect(await t.database.db.select().from(login_challenges).where(eq(login_challenges.token_hash, res.json().challenge))).toEqual([]);
  });

  it('completes with a code from the app: tokens, a socket ticket, a session marked as proved by the factor', async () => {
    const person = await withFactor('code@flotilla.mx');
    const challenge = await challengeOf(person.email);
    const res = await sendCode(t, challenge, await codeAt(person.secret, 1), { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: expect.any(String), refresh: expect.any(String), websockets_token: expect.any(String), id: person.id, device_token: expect.any(String) });
    expect(res.json()).not.toHaveProperty('recovery_codes_left');
    expect((await t.call({ method: 'POST', url: 'auth/ws-ticket/', token: res.json().access })).statusCode).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.user_id, person.id));
    expect(session.second_factor).toBe(true);
    expect((await t.audit())[0]).toMatchObject({ action: 'login', changes: { second_factor: 'totp' } });
    // The challenge is spent.
    expect((await sendCode(t, challenge, await codeAt(person.secret, 1))).json().code).toBe('challenge_expired');
  });

  it('counts wrong codes as failed sign-ins: the fifth ends the challenge, and the account waits', async () => {
    const person = await withFactor('wrongcodes@flotilla.mx');
    const challenge = await challengeOf(person.email);
    for (let i = 0; i < 5; i++) {
      const res = await sendCode(t, challenge, '000000', { ip: freshIp() });
      expect([res.statusCode, res.json().code]).toEqual([400, 'code_invalid']);
    }
    const [failures] = await t.database.db.select().from(login_failures).where(eq(login_failures.key, `email:${person.email}`));
    expect(failures.failures).toBe(5);
    expect((await t.audit()).filter((row) => row.action === 'login_factor_failed' && row.record_id === String(person.id))).toHaveLength(5);
    // Five tries spent: the challenge is over, even with the right code.
    const dead = await sendCode(t, challenge, await codeAt(person.secret, 1));
    expect([dead.statusCode, dead.json().code]).toEqual([401, 'challenge_expired']);
    // The sixth attempt on the account waits, as after five wrong passwords.
    const held = await login(t, { email: person.email, ip: freshIp() });
    expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
  });

  it('refuses an expired challenge', async () => {
    const person = await withFactor('expired@flotilla.mx');
    const challenge = await challengeOf(person.email);
    await t.database.db.update(login_challenges).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(login_challenges.user_id, person.id));
    const res = await sendCode(t, challenge, await codeAt(person.secret, 1));
    expect([res.statusCode, res.json().code]).toEqual([401, 'challenge_expired']);
    expect((await sendCode(t, '', '123456')).json().code).toBe('incomplete_credentials');
  });

  it('takes a recovery code once, whatever its case and hyphen, and says how many are left', async () => {
    const person = await withFactor('recovery@flotilla.mx');
    const typed = person.recoveryCodes[0].toLowerCase().replace('-', ' ');
    const res = await sendCode(t, await challengeOf(person.email), typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: expect.any(String), recovery_codes_left: 9 });
    expect((await t.audit())[0]).toMatchObject({ action: 'login', changes: { second_factor: 'recovery' } });
    const again = await sendCode(t, await challengeOf(person.email), person.recoveryCodes[0]);
    expect([again.statusCode, again.json().code]).toEqual([400, 'code_invalid']);
  });

  it("signs the phone in with the same two steps, answering the app's profile and no socket ticket", async () => {
    const person = await withFactor('phone@flotilla.mx', []);
    const challenge = await challengeOf(person.email, { app: true });
    // The second step's header does not matter: the challenge remembers it is the phone's.
    const res = await sendCode(t, challenge, await codeAt(person.secret, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('viaje');
    expect(res.json()).not.toHaveProperty('websockets_token');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.user_id, person.id));
    expect([session.app, session.second_factor]).toEqual([true, true]);
  });
});

describe('a group that requires a second factor', () => {
  afterAll(() => requireFactorFor(t, []));

  it('leads a web sign-in without one to set it up: secret and QR, a code, then tokens and ten recovery codes', async () => {
    const id = await t.addUser({ email: 'setup@flotilla.mx', groups: ['C4'] });
    await requireFactorFor(t, ['C4']);
    const first = await login(t, { email: 'setup@flotilla.mx', ip: freshIp() });
    expect(first.json()).toEqual({ challenge: expect.any(String), second_factor: 'setup', expires_in: 600 });
    const { challenge } = first.json();
    // A code challenge is not a setup one, and the other way round.
    expect((await sendCode(t, challenge, '123456')).json().code).toBe('challenge_expired');
    const setup = await t.call({ method: 'POST', url: 'auth/login/setup/', payload: { challenge } });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/Flotilla:setup%40flotilla\.mx\?/), qr_svg: expect.stringContaining('<svg') });
    // The same pending secret while the challenge lives.
    expect((await t.call({ method: 'POST', url: 'auth/login/setup/', payload: { challenge } })).json().secret).toBe(setup.json().secret);
    const wrong = await t.call({ method: 'POST', url: 'auth/login/setup/confirm/', payload: { challenge, code: '000000' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'code_invalid']);
    const done = await t.call({ method: 'POST', url: 'auth/login/setup/confirm/', payload: { challenge, code: await codeAt(setup.json().secret) } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ access: expect.any(String), websockets_token: expect.any(String) });
    expect(done.json().recovery_codes).toHaveLength(10);
    done.json().recovery_codes.forEach((code: string) => expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/));
    const [factor] = await t.database.db.select().from(second_factors).where(and(eq(second_factors.user_id, id)));
    expect(factor.enabled_at).not.toBeNull();
    // The stored secret is encrypted, never the base32 one.
    expect(factor.secret).not.toContain(setup.json().secret);
    // From now on the sign-in asks for the code.
    expect((await login(t, { email: 'setup@flotilla.mx', ip: freshIp() })).json().second_factor).toBe('code');
  });

  it('refuses the phone until the factor is set up on the web (403), not counting the right password as a failure', async () => {
    await t.addUser({ email: 'phonesetup@flotilla.mx', groups: ['C4'] });
    await requireFactorFor(t, ['C4']);
    const res = await login(t, { email: 'phonesetup@flotilla.mx', app: true, ip: freshIp() });
    expect([res.statusCode, res.json().code]).toEqual([403, 'second_factor_setup_required']);
    const failures = await t.database.db.select().from(login_failures).where(eq(login_failures.key, 'email:phonesetup@flotilla.mx'));
    expect(failures[0]?.failures ?? 0).toBe(0);
  });

  it('lets the groups it does not list sign in with the password alone', async () => {
    await requireFactorFor(t, ['C4']);
    const res = await login(t, { email: 'rh@flotilla.mx', ip: freshIp() });
    expect(res.json()).toHaveProperty('access');
  });
});

describe('the background sweep', () => {
  it('deletes spent and expired challenges, device tokens unused for 90 days and setups nobody confirmed in 15 minutes', async () => {
    const db = t.database.db;
    const id = await t.addUser({ email: 'swept@flotilla.mx' });
    await login(t, { email: 'swept@flotilla.mx', ip: freshIp() });
    await startSetup(db, t.config.factorKey, { id, email: 'swept@flotilla.mx' }, setupOrigin.challenge('swept'));
    const live = await withFactor('unswept@flotilla.mx');
    const kept = await challengeOf(live.email);
    await db.insert(login_challenges).values({ token_hash: 'old', user_id: id, purpose: 'code', expires_at: sql`now() - interval '1 second'` });
    await db.update(device_tokens).set({ last_used_at: sql`now() - interval '91 days'` }).where(eq(device_tokens.user_id, id));
    await db.update(second_factors).set({ pending_at: sql`now() - interval '16 minutes'` }).where(eq(second_factors.user_id, id));
    await Promise.all([sweepChallenges(db), sweepDeviceTokens(db), sweepPendingSecrets(db)]);
    expect(await db.select().from(login_challenges).where(eq(login_challenges.user_id, id))).toEqual([]);
    expect(await db.select().from(device_tokens).where(eq(device_tokens.user_id, id))).toEqual([]);
    expect(await db.select().from(second_factors).where(eq(second_factors.user_id, id))).toEqual([]);
    // What still counts stays: a live challenge, a person's factor.
    expect((await sendCode(t, kept, await codeAt(live.secret, 1))).statusCode).toBe(200);
  });
});
