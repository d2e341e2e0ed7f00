import { GROUPS } from '../../../domain/roles';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';
import { login } from './factorKit';

/**
 * Proofs a signed-in person gives again (re-authentication, the current password, a factor's
 * code) count on their session's own key and the address (ASVS 6.3.1): wrong passwords sent to
 * auth/login/ by someone else never hold the owner's session, and wrong proofs in one session hold
 * that session only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reauth = (token: string, password: string, ip: string) => accountCall(t, token, 'POST', 'auth/reauth/', { password }, ip);

it("lets the signed-in owner re-authenticate while others' wrong passwords hold the account; wrong proofs hold only their session", async () => {
  const email = 'prueba.sesion@flotilla.mx';
  await t.addUser({ email, groups: [GROUPS.c4] });
  const ownerIp = freshIp();
  const first = await signIn(t, email, { ip: ownerIp });
  const second = await signIn(t, email, { ip: ownerIp });

  // Someone elsewhere sends twenty wrong passwords for the owner's email: the account waits.
  const attackerIp = freshIp();
  for (let i = 0; i < 20; i++) expect([401, 429]).toContain((await login(t, { email, password: `mala-${i}`, ip: attackerIp })).statusCode);
  expect((await login(t, { email, ip: ownerIp })).statusCode).toBe(429);

  // The owner, signed in, still proves it is them.
  const ok = await reauth(first.access, 'flotilla', ownerIp);
  expect(ok.statusCode).toBe(200);

  // Six wrong passwords in one session: five are checked, the sixth waits…
  for (let i = 0; i < 5; i++) expect((await reauth(first.access, `mala-${i}`, ownerIp)).statusCode).toBe(400);
  const held = await reauth(first.access, 'flotilla', ownerIp);
  expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
  // …in that session only.
  expect((await reauth(second.access, 'flotilla', ownerIp)).statusCode).toBe(200);
});
