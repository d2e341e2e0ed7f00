import { eq, sql } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { login_challenges, second_factors } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';
import { codeAt, login, requireFactorFor } from './factorKit';

/**
 * The factor set up at sign-in (a group requires it) is turned on in the same transaction as the
 * session it starts: the person's other sessions end (ASVS 7.4.3, as My account's confirm does),
 * and a sign-in that fails leaves the factor off and the challenge unspent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await requireFactorFor(t, [GROUPS.c4]);
});
afterAll(async () => {
  await requireFactorFor(t, []);
  await t.close();
});

/** A setup challenge of a new C4 person, its pending secret shown. */
async function setupStarted(email: string, id: number) {
  const first = await login(t, { email, ip: freshIp() });
  expect(first.json().second_factor).toBe('setup');
  const { challenge } = first.json();
  const setup = await t.call({ method: 'POST', url: 'auth/login/setup/', payload: { challenge } });
  expect(setup.statusCode).toBe(200);
  return { id, challenge: challenge as string, secret: setup.json().secret as string };
}
const confirm = (challenge: string, code: string) => t.call({ method: 'POST', url: 'auth/login/setup/confirm/', payload: { challenge, code }, ip: freshIp() });

it("ends the person's other sessions: their access and refresh tokens are refused", async () => {
  const email = 'alta.sesiones@flotilla.mx';
  const id = await t.addUser({ email, groups: [GROUPS.c4] });
  // Signed in before the group required the factor (a session that proved no factor).
  await requireFactorFor(t, []);
  const before = await signIn(t, email, { ip: freshIp() });
  await requireFactorFor(t, [GROUPS.c4]);
  const setup = await setupStarted(email, id);
  const done = await confirm(setup.challenge, await codeAt(setup.secret));
  expect(done.statusCode).toBe(200);
  expect((await accountCall(t, before.access, 'GET', 'auth/account/')).statusCode).toBe(401);
  expect((await t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: before.refresh } })).statusCode).toBe(401);
  // The new session is the person's only one.
  const own = await accountCall(t, done.json().access, 'GET', 'auth/account/sessions/');
  expect(own.json().map((s: { current: boolean }) => s.current)).toEqual([true]);
  expect((await t.audit()).find((row) => row.action === 'second_factor_enabled')).toMatchObject({ record_id: String(id), changes: { at: 'sign_in', ended: 1 } });
});

it('leaves the factor off and the challenge unspent when the session cannot start, and completes once it can', async () => {
  const email = 'alta.fallida@flotilla.mx';
  const id = await t.addUser({ email, groups: [GROUPS.c4] });
  const setup = await setupStarted(email, id);
  const db = t.database.db;
  // A real refusal of the session's row, for this person only, until the trigger is dropped.
  await db.execute(sql.raw(`CREATE FUNCTION refuse_session_${id}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no session'; END $$`));
  await db.execute(sql.raw(`CREATE TRIGGER refuse_session_${id} BEFORE INSERT ON sessions FOR EACH ROW WHEN (NEW.user_id = ${id}) EXECUTE FUNCTION refuse_session_${id}()`));
  try {
    const failed = await confirm(setup.challenge, await codeAt(setup.secret));
    expect(failed.statusCode).toBe(500);
    const [factor] = await db.select().from(second_factors).where(eq(second_factors.user_id, id));
    expect([factor.enabled_at, factor.pending_secret]).toEqual([null, expect.any(String)]);
    const [challenge] = await db.select().from(login_challenges).where(eq(login_challenges.user_id, id));
    expect([challenge.used_at, challenge.tries]).toEqual([null, 0]);
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER refuse_session_${id} ON sessions; DROP FUNCTION refuse_session_${id}()`));
  }
  const done = await confirm(setup.challenge, await codeAt(setup.secret));
  expect(done.statusCode).toBe(200);
  expect(done.json().recovery_codes).toHaveLength(10);
  const [factor] = await db.select().from(second_factors).where(eq(second_factors.user_id, id));
  expect(factor.enabled_at).not.toBeNull();
});

it("shows a setup's secret only on the challenge that started it: another sign-in with the password gets its own", async () => {
  const email = 'alta.origen@flotilla.mx';
  const id = await t.addUser({ email, groups: [GROUPS.c4] });
  const owner = await setupStarted(email, id);
  const other = await setupStarted(email, id);
  expect(other.secret).not.toBe(owner.secret);
  // That other setup replaced the pending secret, and its own code confirms it.
  const done = await confirm(other.challenge, await codeAt(other.secret));
  expect(done.statusCode).toBe(200);
});
