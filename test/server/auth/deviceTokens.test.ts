import { eq } from 'drizzle-orm';
import { device_tokens, login_failures } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { enableFactor, login } from './factorKit';
import { recoveryCalls } from './recoveryHelpers';

/**
 * Device tokens (ASVS 6.3.1, OWASP device cookies): guesses sent by anyone hold the account's
 * key, but a browser that signed in to the account before carries a token that counts on its
 * own key, so the owner still gets in while the guesses from elsewhere stay throttled.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Lets the key's current wait pass, as the clock would. */
const waitPasses = (key: string) => t.database.db.update(login_failures).set({ blocked_until: new Date(Date.now() - 1000) }).where(eq(login_failures.key, key));

describe('a device token', () => {
  it('is answered after a sign-in that sent none valid, kept (not renewed) when sent, and stored only hashed', async () => {
    await t.addUser({ email: 'issued@flotilla.mx' });
    const first = await login(t, { email: 'issued@flotilla.mx', ip: '10.4.0.1' });
    const token = first.json().device_token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const again = await login(t, { email: 'issued@flotilla.mx', ip: '10.4.0.2', device_token: token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('device_token');
    const rows = await t.database.db.select().from(device_tokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await t.audit()).some((row) => JSON.stringify(row).includes(token))).toBe(false);
  });

  it("lets the owner in after 20 wrong passwords from elsewhere, while the guesser's attempts stay held", async () => {
    const owner = 'owner@flotilla.mx';
    await t.addUser({ email: owner });
    const token = (await login(t, { email: owner, ip: '10.2.0.1' })).json().device_token as string;
    // Twenty guesses, each checked once the wait before it passed (as a patient guesser's would be).
    for (let i = 1; i <= 20; i++) {
      await waitPasses(`email:${owner}`);
      expect((await login(t, { email: owner, password: `guess-${i}`, ip: `10.1.0.${i}` })).statusCode).toBe(401);
    }
    const held = await login(t, { email: owner, ip: '10.2.0.1' });
    expect([held.statusCode, Number(held.headers['retry-after'])]).toEqual([429, expect.any(Number)]);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, from a new address, with the token of their browser.
    const ownerIn = await login(t, { email: owner, ip: '10.3.0.1', device_token: token });
    expect(ownerIn.statusCode).toBe(200);
    // The guesser, without it, from any address, is still held, even with the right password.
    const guesser = await login(t, { email: owner, ip: '10.1.0.99' });
    expect([guesser.statusCode, guesser.json().code]).toEqual([429, 'throttled']);
  });

  it('waits too after five wrong passwords sent with it', async () => {
    const email = 'devicewaits@flotilla.mx';
    await t.addUser({ email });
    const token = (await login(t, { email, ip: '10.5.0.1' })).json().device_token as string;
    for (let i = 0; i < 5; i++) expect((await login(t, { email, password: 'wrong', ip: '10.5.0.2', device_token: token })).statusCode).toBe(401);
    const held = await login(t, { email, ip: '10.5.0.3', device_token: token });
    expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
    // The account's own key was not touched: a sign-in without the token still goes through.
    expect((await login(t, { email, ip: '10.5.0.4' })).statusCode).toBe(200);
  });

  it("is ignored with another person's email: their account key counts", async () => {
    await t.addUser({ email: 'mine@flotilla.mx' });
    const mine = (await login(t, { email: 'mine@flotilla.mx', ip: '10.6.0.1' })).json().device_token as string;
    const victim = 'victim@flotilla.mx';
    await t.addUser({ email: victim });
    for (let i = 1; i <= 5; i++) expect((await login(t, { email: victim, password: 'wrong', ip: `10.6.1.${i}` })).statusCode).toBe(401);
    const res = await login(t, { email: victim, ip: '10.6.0.1', device_token: mine });
    expect(res.statusCode).toBe(429);
  });

  it('never skips the second factor', async () => {
    const email = 'devicefactor@flotilla.mx';
    const id = await t.addUser({ email });
    const token = (await login(t, { email, ip: '10.7.0.1' })).json().device_token as string;
    await enableFactor(t, { id, email });
    const res = await login(t, { email, ip: '10.7.0.1', device_token: token });
    expect(res.json()).toEqual({ challenge: expect.any(String), second_factor: 'code', expires_in: 300 });
  });

  it('is kept at ten per person, the least recently used revoked', async () => {
    const email = 'tendevices@flotilla.mx';
    const id = await t.addUser({ email });
    for (let i = 0; i < 12; i++) await login(t, { email, ip: '10.7.1.1' });
    const rows = await t.database.db.select().from(device_tokens).where(eq(device_tokens.user_id, id));
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => row.revoked_at === null)).toHaveLength(10);
  });

  describe('is revoked with every other of the person when the password changes', () => {
    const NEW_PASSWORD = 'un velero cruza la bahía de noche';
    /** Five wrong passwords from elsewhere: the account's key waits. */
    const guessFive = async (email: string, net: string) => {
      for (let i = 1; i <= 5; i++) expect((await login(t, { email, password: 'wrong', ip: `${net}.${i}` })).statusCode).toBe(401);
    };

    it('from My account: the old token no longer lets its holder past the account\'s wait', async () => {
      const email = 'devicechange@flotilla.mx';
      const id = await t.addUser({ email });
      const first = await login(t, { email, ip: '10.7.2.1' });
      const token = first.json().device_token as string;
      const changed = await t.call({ method: 'POST', url: 'auth/account/password/', token: first.json().access, payload: { current_password: 'flotilla', password: NEW_PASSWORD }, ip: '10.7.2.1' });
      expect(changed.statusCode).toBe(200);
      const live = await t.database.db.select().from(device_tokens).where(eq(device_tokens.user_id, id));
      expect(live.map((row) => row.revoked_at)).toEqual([expect.any(Date)]);
      await guessFive(email, '10.7.3');
      const held = await login(t, { email, password: NEW_PASSWORD, ip: '10.7.2.2', device_token: token });
      expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
    });

    it('by a reset with a mailed code: the same', async () => {
      const email = 'devicereset@flotilla.mx';
      await t.addUser({ email });
      const token = (await login(t, { email, ip: '10.7.4.1' })).json().device_token as string;
      const recovery = recoveryCalls(() => t);
      expect((await recovery.send(email)).statusCode).toBe(200);
      const code = await recovery.codeFor(email);
      expect((await recovery.verify(email, code)).statusCode).toBe(200);
      expect((await recovery.reset(email, code, NEW_PASSWORD)).statusCode).toBe(200);
      await guessFive(email, '10.7.5');
      const held = await login(t, { email, password: NEW_PASSWORD, ip: '10.7.4.2', device_token: token });
      expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
    });
  });
});
