import { GROUPS } from '../../../domain/roles';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';
import { codeAt, login, requireFactorFor } from './factorKit';

/**
 * A pending second-factor secret belongs to where its setup started (a sign-in's setup step or a
 * My account session): someone holding only the password, at the sign-in's setup, never receives
 * the secret the owner is scanning in My account, nor hands the owner theirs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setupAtSignIn = (challenge: string) => t.call({ method: 'POST', url: 'auth/login/setup/', payload: { challenge } });
const confirmAtSignIn = (challenge: string, code: string) => t.call({ method: 'POST', url: 'auth/login/setup/confirm/', payload: { challenge, code } });

it('keeps the secret of a setup in My account and that of a sign-in with the password alone apart', async () => {
  const email = 'origen.secreto@flotilla.mx';
  await t.addUser({ email, groups: [GROUPS.c4] });
  const ownerIp = freshIp();
  // The owner signed in before the group required a factor; then it does.
  const { access } = await signIn(t, email, { ip: ownerIp });
  await requireFactorFor(t, [GROUPS.c4]);
  const ownerSetup = async () => {
    const res = await accountCall(t, access, 'POST', 'auth/account/second_factor/setup/', {}, ownerIp);
    expect(res.statusCode).toBe(200);
    return res.json().secret as string;
  };

  // Someone with the password only starts the sign-in's setup first…
  const first = await login(t, { email, ip: freshIp() });
  expect(first.json().second_factor).toBe('setup');
  const { challenge } = first.json() as { challenge: string };
  const intruder = (await setupAtSignIn(challenge)).json().secret as string;
  // …and the owner, in My account, is not shown that secret, nor the intruder the owner's.
  const owner = await ownerSetup();
  expect(owner).not.toBe(intruder);
  const intruderAgain = (await setupAtSignIn(challenge)).json().secret as string;
  expect(intruderAgain).not.toBe(owner);
  const stolen = await confirmAtSignIn(challenge, await codeAt(owner));
  expect([stolen.statusCode, stolen.json().code]).toEqual([400, 'code_invalid']);

  // The owner starts again and turns the factor on with their own secret; the intruder's sign-in
  // halfway ends with it (a factor turned on ends every open challenge).
  const mine = await ownerSetup();
  expect(mine).not.toBe(intruderAgain);
  const confirm = await accountCall(t, access, 'POST', 'auth/account/second_factor/confirm/', { code: await codeAt(mine) }, ownerIp);
  expect(confirm.statusCode).toBe(200);
  const late = await confirmAtSignIn(challenge, await codeAt(intruderAgain));
  expect([late.statusCode, late.json().code]).toEqual([401, 'challenge_expired']);
  // The factor confirmed is the owner's: a sign-in now asks for its code, and that code completes it.
  const next = await login(t, { email, ip: ownerIp });
  expect(next.json().second_factor).toBe('code');
  const done = await t.call({ method: 'POST', url: 'auth/login/code/', payload: { challenge: next.json().challenge, code: await codeAt(mine, 1) }, ip: ownerIp });
  expect(done.statusCode).toBe(200);
});
