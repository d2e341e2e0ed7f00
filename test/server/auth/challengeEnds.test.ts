import { GROUPS } from '../../../domain/roles';
import { createTestAppWithRoles, type RoleTokens, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';
import { codeAt, enableFactor, login, sendCode } from './factorKit';
import { recoveryCalls } from './recoveryHelpers';

/**
 * A sign-in halfway (password right, code still owed) does not outlive what ends a person's
 * sign-ins: a password changed or reset, an administrator ending all their sessions or resetting
 * their factor, or disabling the account. The code then answers 401 challenge_expired, even a right one.
 */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
});
afterAll(() => t.close());

const recovery = recoveryCalls(() => t);
const NEW_PASSWORD = 'un velero cruza la bahía de noche';

/** A person with the factor on and a challenge got with the password (before the change). */
async function halfwaySignIn(email: string) {
  const id = await t.addUser({ email, groups: [GROUPS.rh_admin] });
  const { secret, recoveryCodes } = await enableFactor(t, { id, email });
  const first = await login(t, { email, ip: freshIp() });
  expect(first.json().second_factor).toBe('code');
  return { id, secret, recoveryCodes, challenge: first.json().challenge as string };
}

const expectExpired = async (challenge: string, secret: string) => {
  const res = await sendCode(t, challenge, await codeAt(secret, 1), { ip: freshIp() });
  expect([res.statusCode, res.json().code]).toEqual([401, 'challenge_expired']);
};

it('ends with a password change from My account', async () => {
  const email = 'reto.cambio@flotilla.mx';
  const person = await halfwaySignIn(email);
  // The person's own session elsewhere (signed in with a recovery code) changes the password.
  const other = await login(t, { email, ip: freshIp() });
  const session = await sendCode(t, other.json().challenge, person.recoveryCodes[0], { ip: freshIp() });
  expect(session.statusCode).toBe(200);
  const changed = await accountCall(t, session.json().access, 'POST', 'auth/account/password/', { current_password: 'flotilla', password: NEW_PASSWORD }, freshIp());
  expect(changed.statusCode).toBe(200);
  await expectExpired(person.challenge, person.secret);
});

it('ends with a password reset by mailed code', async () => {
  const email = 'reto.recuperacion@flotilla.mx';
  const person = await halfwaySignIn(email);
  expect((await recovery.send(email)).statusCode).toBe(200);
  const code = await recovery.codeFor(email);
  expect((await recovery.verify(email, code)).statusCode).toBe(200);
  expect((await recovery.reset(email, code, NEW_PASSWORD)).statusCode).toBe(200);
  await expectExpired(person.challenge, person.secret);
});

it("ends when an administrator ends all the person's sessions", async () => {
  const person = await halfwaySignIn('reto.sesiones@flotilla.mx');
  const res = await t.call({ method: 'POST', url: `usuarios/${person.id}/cerrar_sesiones/`, token: tokens.admin, payload: {} });
  expect(res.statusCode).toBe(200);
  await expectExpired(person.challenge, person.secret);
});

it("ends when an administrator resets the person's factor", async () => {
  const person = await halfwaySignIn('reto.factor@flotilla.mx');
  // The person signs in again with the password alone afterwards, so the challenge is the only way left in it.
  const res = await t.call({ method: 'POST', url: `usuarios/${person.id}/quitar_segundo_factor/`, token: tokens.admin, payload: {} });
  expect(res.statusCode).toBe(200);
  await expectExpired(person.challenge, person.secret);
  expect((await signIn(t, 'reto.factor@flotilla.mx', { ip: freshIp() })).access).toEqual(expect.any(String));
});

it('ends when an administrator disables the account, and a sign-in after it is refused as well', async () => {
  const person = await halfwaySignIn('reto.baja@flotilla.mx');
  const res = await t.call({ method: 'POST', url: 'usuarios/change_multiple_status/', token: tokens.admin, payload: { ids: [person.id], status: 0 } });
  expect(res.json()).toEqual({ updated: 1 });
  await expectExpired(person.challenge, person.secret);
  expect((await login(t, { email: 'reto.baja@flotilla.mx', ip: freshIp() })).statusCode).toBe(401);
});
