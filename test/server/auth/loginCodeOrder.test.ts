import { eq } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { codeChallenge, freshIp, login, sendCode, withFactor as withC4Factor } from './factorKit';

/**
 * The code step refuses before it spends: the challenge is claimed and the person's groups
 * checked before the code is, and the code, the claim and the session commit together. So a
 * sign-in refused, or a request that lost the race for its challenge, burns no recovery code.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withFactor(email: string) {
  const { id, recoveryCodes } = await withC4Factor(t, email, [GROUPS.c4]);
  return { id, recoveryCodes, challenge: await codeChallenge(t, email) };
}

const setGroups = (id: number, groups: string[]) => t.database.db.update(usuarios).set({ groups }).where(eq(usuarios.id, id));

it('keeps a right recovery code when the sign-in is refused for its groups, and takes it once they are back', async () => {
  const person = await withFactor('orden.grupos@flotilla.mx');
  await setGroups(person.id, []);
  const refused = await sendCode(t, person.challenge, person.recoveryCodes[0], { ip: freshIp() });
  expect([refused.statusCode, refused.json().code]).toEqual([403, 'no_allowed']);
  await setGroups(person.id, [GROUPS.c4]);
  // Neither the code nor the challenge was spent by the refusal.
  const done = await sendCode(t, person.challenge, person.recoveryCodes[0], { ip: freshIp() });
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ access: expect.any(String), recovery_codes_left: 9 });
});

it('of two parallel recovery codes on one challenge, signs in once and spends only the winning code', async () => {
  const person = await withFactor('orden.carrera@flotilla.mx');
  const [a, b] = person.recoveryCodes;
  const answers = await Promise.all([sendCode(t, person.challenge, a, { ip: freshIp() }), sendCode(t, person.challenge, b, { ip: freshIp() })]);
  expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  const winner = answers.find((res) => res.statusCode === 200)!;
  expect(winner.json().recovery_codes_left).toBe(9);
  // The loser's code still signs in, on a challenge of its own.
  const loser = answers[0] === winner ? b : a;
  const again = await sendCode(t, (await login(t, { email: 'orden.carrera@flotilla.mx', ip: freshIp() })).json().challenge, loser, { ip: freshIp() });
  expect([again.statusCode, again.json().recovery_codes_left]).toEqual([200, 8]);
});
