import { and, eq } from 'drizzle-orm';
import { audit_log } from '../../../server/db/schema';
import { GROUPS } from '../../../domain/roles';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';

/**
 * My account's sessions (issue #36, ASVS 7.5.2): where and when each sign-in happened, ending one
 * (its access token refused at the next call) or all the others; each end is in the sign-in log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { id: number; ip: string | null; last_ip: string | null; user_agent: string | null; app: boolean; second_factor: boolean; current: boolean; created_at: string; last_used_at: string };
const list = async (token: string) => (await accountCall(t, token, 'GET', 'auth/account/sessions/')).json() as Session[];

it('lists the live sessions, latest used first, with address, browser and which one is this', async () => {
  await t.addUser({ email: 'sesiones.lista@flotilla.mx', groups: [GROUPS.rh_admin] });
  const [ipA, ipB] = [freshIp(), freshIp()];
  const a = await signIn(t, 'sesiones.lista@flotilla.mx', { ip: ipA, userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0' });
  const b = await signIn(t, 'sesiones.lista@flotilla.mx', { ip: ipB });
  const seen = await list(b.access);
  expect(seen).toHaveLength(2);
  expect(seen.map((s) => [s.ip, s.last_ip, s.current, s.app, s.second_factor])).toEqual([
    [ipB, ipB, true, false, false],
    [ipA, ipA, false, false, false],
  ]);
  expect(seen[1].user_agent).toContain('Chrome/130.0');
  expect(seen.every((s) => Number.isInteger(s.id) && !Number.isNaN(Date.parse(s.last_used_at)))).toBe(true);
  // Another person's sessions never show.
  await t.addUser({ email: 'sesiones.otra@flotilla.mx' });
  const other = await signIn(t, 'sesiones.otra@flotilla.mx');
  expect((await list(other.access)).map((s) => s.current)).toEqual([true]);
  expect((await list(a.access)).find((s) => s.current)?.ip).toBe(ipA);
});

it('ends one session: its access token is refused at once, its refresh token too; another person\'s is 404', async () => {
  const id = await t.addUser({ email: 'sesiones.una@flotilla.mx', groups: [GROUPS.c4] });
  const a = await signIn(t, 'sesiones.una@flotilla.mx');
  const b = await signIn(t, 'sesiones.una@flotilla.mx');
  const target = (await list(a.access)).find((s) => !s.current)!;
  await t.addUser({ email: 'sesiones.ajena@flotilla.mx' });
  const stranger = await signIn(t, 'sesiones.ajena@flotilla.mx');
  expect((await accountCall(t, stranger.access, 'DELETE', `auth/account/sessions/${target.id}/`)).statusCode).toBe(404);
  expect((await accountCall(t, b.access, 'GET', 'auth/account/')).statusCode).toBe(200);

  expect((await accountCall(t, a.access, 'DELETE', `auth/account/sessions/${target.id}/`)).statusCode).toBe(204);
  expect((await accountCall(t, b.access, 'GET', 'auth/account/')).statusCode).toBe(401);
  expect((await t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: b.refresh } })).statusCode).toBe(401);
  expect((await accountCall(t, a.access, 'DELETE', `auth/account/sessions/${target.id}/`)).statusCode).toBe(404);
  expect((await list(a.access)).map((s) => s.current)).toEqual([true]);
  const [audit] = await t.database.db.select().from(audit_log).where(and(eq(audit_log.action, 'session_ended'), eq(audit_log.record_id, String(id))));
  expect(audit).toMatchObject({ resource: 'auth', user_id: id, changes: { session: target.id, by: 'self' } });

  // The current one may go too: that is signing out.
  const mine = (await list(a.access))[0];
  expect((await accountCall(t, a.access, 'DELETE', `auth/account/sessions/${mine.id}/`)).statusCode).toBe(204);
  expect((await accountCall(t, a.access, 'GET', 'auth/account/')).statusCode).toBe(401);
});

it('ends every other session, keeping this one', async () => {
  const id = await t.addUser({ email: 'sesiones.otras@flotilla.mx' });
  const others = [await signIn(t, 'sesiones.otras@flotilla.mx'), await signIn(t, 'sesiones.otras@flotilla.mx')];
  const mine = await signIn(t, 'sesiones.otras@flotilla.mx');
  const res = await accountCall(t, mine.access, 'POST', 'auth/account/sessions/end_others/', {});
  expect([res.statusCode, res.json()]).toEqual([200, { ended: 2 }]);
  for (const other of others) expect((await accountCall(t, other.access, 'GET', 'auth/account/')).statusCode).toBe(401);
  expect((await list(mine.access)).map((s) => s.current)).toEqual([true]);
  const [audit] = await t.database.db.select().from(audit_log).where(and(eq(audit_log.action, 'sessions_ended'), eq(audit_log.record_id, String(id))));
  expect(audit).toMatchObject({ resource: 'auth', user_id: id, changes: { count: 2, by: 'self' } });
  expect((await accountCall(t, mine.access, 'POST', 'auth/account/sessions/end_others/', {})).json()).toEqual({ ended: 0 });
});

it('answers 404 for an id that is no number', async () => {
  await t.addUser({ email: 'sesiones.id@flotilla.mx' });
  const { access } = await signIn(t, 'sesiones.id@flotilla.mx');
  for (const bad of ['abc', '0', '-1', '99999999999']) expect((await accountCall(t, access, 'DELETE', `auth/account/sessions/${bad}/`)).statusCode).toBe(404);
});
