import { pbkdf2Sync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { encryptSecret } from '../../../server/auth/factorCrypto';
import { checkFactor, confirmSetup, prepareRecoveryCodes, setupOrigin, startSetup } from '../../../server/auth/secondFactor';
import { newTotpSecret } from '../../../server/auth/totp';
import { second_factors, usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall } from './accountKit';
import { codeAt, enableFactor, freshIp, login, requireFactorFor, sendCode, signIn } from './factorKit';

/**
 * A factor once on stays the owner's: a setup can neither start nor be confirmed on it (409
 * second_factor_on), even one begun before it went on, and turning it on ends every sign-in
 * halfway. And a sign-in that goes on to a code upgrades an old password hash at its password step.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await requireFactorFor(t, [GROUPS.c4]);
});
afterAll(() => t.close());

const setupAtSignIn = (challenge: string) => t.call({ method: 'POST', url: 'auth/login/setup/', payload: { challenge }, ip: freshIp() });
const confirmAtSignIn = (challenge: string, code: string) => t.call({ method: 'POST', url: 'auth/login/setup/confirm/', payload: { challenge, code }, ip: freshIp() });
const setupChallenge = async (email: string) => {
  const res = await login(t, { email, ip: freshIp() });
  expect(res.json().second_factor).toBe('setup');
  return res.json().challenge as string;
};
const secretOf = async (userId: number) => (await t.database.db.select().from(second_factors).where(eq(second_factors.user_id, userId)))[0];

it('ends the other setup challenges when a sign-in turns the factor on', async () => {
  const email = 'encendido.login@flotilla.mx';
  await t.addUser({ email, groups: [GROUPS.c4] });
  const mine = await setupChallenge(email);
  const other = await setupChallenge(email);
  const { secret } = (await setupAtSignIn(mine)).json() as { secret: string };
  expect((await confirmAtSignIn(mine, await codeAt(secret))).statusCode).toBe(200);
  const late = await setupAtSignIn(other);
  expect([late.statusCode, late.json().code]).toEqual([401, 'challenge_expired']);
});

it('ends an open setup challenge when the owner turns the factor on in My account', async () => {
  const email = 'encendido.cuenta@flotilla.mx';
  await t.addUser({ email, groups: [GROUPS.admin, GROUPS.c4] });
  const ip = freshIp();
  await requireFactorFor(t, []);
  const { access } = await signIn(t, email, { ip });
  await requireFactorFor(t, [GROUPS.c4]);
  const intruder = await setupChallenge(email);
  const setup = await accountCall(t, access, 'POST', 'auth/account/second_factor/setup/', {}, ip);
  const confirm = await accountCall(t, access, 'POST', 'auth/account/second_factor/confirm/', { code: await codeAt(setup.json().secret) }, ip);
  expect(confirm.statusCode).toBe(200);
  const late = await setupAtSignIn(intruder);
  expect([late.statusCode, late.json().code]).toEqual([401, 'challenge_expired']);
});

it('starts no setup on a factor that is on', async () => {
  const email = 'encendido.inicio@flotilla.mx';
  const id = await t.addUser({ email });
  const { secret } = await enableFactor(t, { id, email });
  const before = await secretOf(id);
  await expect(startSetup(t.database.db, t.config.factorKey, { id, email }, setupOrigin.challenge('otra'))).rejects.toMatchObject({ status: 409, code: 'second_factor_on' });
  expect(await secretOf(id)).toEqual(before);
  expect(await checkFactor(t.database.db, t.config.factorKey, id, await codeAt(secret, 1))).toBe('totp');
});

it('confirms no setup that was started before the factor went on, and keeps the owner\'s secret', async () => {
  const email = 'encendido.carrera@flotilla.mx';
  const id = await t.addUser({ email });
  const db = t.database.db;
  const origin = setupOrigin.challenge('intruso');
  const intruder = (await startSetup(db, t.config.factorKey, { id, email }, origin)).secret;
  // The owner's confirm commits meanwhile: the row is on with the owner's secret, the pending one still on it.
  const owner = newTotpSecret();
  await db.update(second_factors).set({ secret: encryptSecret(t.config.factorKey, id, owner), enabled_at: sql`now()` }).where(eq(second_factors.user_id, id));
  const confirming = confirmSetup(db, t.config.factorKey, id, await codeAt(intruder), origin, await prepareRecoveryCodes());
  await expect(confirming).rejects.toMatchObject({ status: 409, code: 'second_factor_on' });
  expect(await checkFactor(db, t.config.factorKey, id, await codeAt(owner))).toBe('totp');
});

it('upgrades an old Django hash at the password step of a sign-in that goes on to a code', async () => {
  const email = 'django.factor@flotilla.mx';
  const id = await t.addUser({ email });
  const { secret } = await enableFactor(t, { id, email });
  const hash = pbkdf2Sync('flotilla', 'abcdefghijkl', 1000, 32, 'sha256').toString('base64');
  await t.database.db.update(usuarios).set({ password: `pbkdf2_sha256$1000$abcdefghijkl$${hash}` }).where(eq(usuarios.id, id));
  const ip = freshIp();
  const res = await login(t, { email, ip });
  expect(res.json().second_factor).toBe('code');
  const [row] = await t.database.db.select({ password: usuarios.password }).from(usuarios).where(eq(usuarios.id, id));
  expect(row.password).toMatch(/^\$argon2id\$/);
  expect((await sendCode(t, res.json().challenge, await codeAt(secret, 1), { ip })).statusCode).toBe(200);
});
