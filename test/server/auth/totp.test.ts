import { generate } from 'otplib';
import { claimStep, newTotpSecret, verifyTotp } from '../../../server/auth/totp';
import { decryptSecret, encryptSecret } from '../../../server/auth/factorCrypto';
import { createTestApp, type TestApp } from '../support/harness';
import { codeAt, enableFactor, login, sendCode } from './factorKit';

/**
 * TOTP (RFC 6238) with a fixed clock: the current and the previous step accepted, and the next
 * (one step of drift either way), two away refused; each step works once per person, also when
 * the same code arrives twice at once.
 */
const secret = newTotpSecret();
// A fixed instant in the middle of a 30-second step.
const now = 1_800_000_015;
const step = Math.floor(now / 30);
const codeFrom = (offsetSteps: number) => generate({ secret, epoch: now + 30 * offsetSteps });

describe('verifyTotp with a fixed clock', () => {
  it('makes 20-byte base32 secrets', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("accepts the current step's code and the previous one, answering which step matched", async () => {
    expect(await verifyTotp(secret, await codeFrom(0), { epochSeconds: now })).toBe(step);
    expect(await verifyTotp(secret, await codeFrom(-1), { epochSeconds: now })).toBe(step - 1);
  });

  it("accepts the next step's code (a phone's clock a little ahead)", async () => {
    expect(await verifyTotp(secret, await codeFrom(1), { epochSeconds: now })).toBe(step + 1);
  });

  it('refuses codes two steps away, malformed codes and another secret', async () => {
    expect(await verifyTotp(secret, await codeFrom(-2), { epochSeconds: now })).toBeNull();
    expect(await verifyTotp(secret, await codeFrom(2), { epochSeconds: now })).toBeNull();
    expect(await verifyTotp(secret, '12345', { epochSeconds: now })).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', { epochSeconds: now })).toBeNull();
    expect(await verifyTotp(newTotpSecret(), await codeFrom(0), { epochSeconds: now })).toBeNull();
  });

  it('takes the code with spaces between its digits', async () => {
    const code = await codeFrom(0);
    expect(await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { epochSeconds: now })).toBe(step);
  });
});

describe('stored secrets', () => {
  it('are encrypted for their owner only, and a tampered value does not open', () => {
    const key = new Uint8Array(32).fill(7);
    const stored = encryptSecret(key, 5, secret);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(key, 5, stored)).toBe(secret);
    expect(decryptSecret(key, 6, stored)).toBeNull();
    expect(decryptSecret(new Uint8Array(32).fill(8), 5, stored)).toBeNull();
    // One bit of the ciphertext flipped (a text edit at its end can fall on base64's unused bits).
    const [version, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(decryptSecret(key, 5, [version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(decryptSecret(key, 5, null)).toBeNull();
  });

  it('bound to a context (where a setup started) open only there', () => {
    const key = new Uint8Array(32).fill(7);
    const pending = encryptSecret(key, 5, secret, 'pending:session:a');
    expect(decryptSecret(key, 5, pending, 'pending:session:a')).toBe(secret);
    expect(decryptSecret(key, 5, pending, 'pending:session:b')).toBeNull();
    expect(decryptSecret(key, 5, pending)).toBeNull();
    expect(decryptSecret(key, 5, encryptSecret(key, 5, secret), 'pending:session:a')).toBeNull();
  });
});

describe('each step once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('claims a step once, and never one older than the last used', async () => {
    const id = await t.addUser({ email: 'steps@flotilla.mx' });
    await enableFactor(t, { id, email: 'steps@flotilla.mx' });
    const later = Math.floor(Date.now() / 1000 / 30) + 5;
    expect(await claimStep(t.database.db, id, later)).toBe(true);
    expect(await claimStep(t.database.db, id, later)).toBe(false);
    expect(await claimStep(t.database.db, id, later - 1)).toBe(false);
    expect(await claimStep(t.database.db, id, later + 1)).toBe(true);
  });

  it('signs in once when the same code is sent twice at once', async () => {
    const id = await t.addUser({ email: 'twice@flotilla.mx' });
    const { secret: own } = await enableFactor(t, { id, email: 'twice@flotilla.mx' });
    const challenges = await Promise.all(['10.8.0.1', '10.8.0.2'].map(async (ip) => (await login(t, { email: 'twice@flotilla.mx', ip })).json().challenge as string));
    const code = await codeAt(own, 1);
    const answers = await Promise.all(challenges.map((challenge, i) => sendCode(t, challenge, code, { ip: `10.8.1.${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});
