import { eq } from 'drizzle-orm';
import { audit_log, second_factors, usuarios } from '../../../server/db/schema';
import { GROUPS } from '../../../domain/roles';
import { createTestAppWithRoles, type RoleTokens, type TestApp } from '../support/harness';
import { accountCall, authenticatedAgo, freshIp, signIn } from '../auth/accountKit';
import { codeAt, enableFactor, login, sendCode } from '../auth/factorKit';
import { removeFactor } from '../../../server/auth/secondFactor';

/**
 * A person's sign-ins on their record (issue #36, ASVS 7.4.5, 16.3.1): an administrator sees their
 * factor and sessions, ends them, resets a lost factor (never their own), and reads their sign-in
 * log, in which every event has its address and browser and no secret. HR and C4 get 403.
 */
let t: TestApp;
let tokens: RoleTokens;
let adminId: number;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
  adminId = (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx')))[0].id;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.call({ method, url, token: tokens.admin, payload, lang: 'en' });

it('refuses HR and C4 every call, and changes nothing', async () => {
  const id = await t.addUser({ email: 'seguridad.rh@flotilla.mx', groups: [GROUPS.c4] });
  const session = await signIn(t, 'seguridad.rh@flotilla.mx');
  for (const role of ['rh', 'c4'] as const) {
    for (const [method, path, payload] of [
      ['GET', 'seguridad'],
      ['POST', 'cerrar_sesion', { sesion: 1 }],
      ['POST', 'cerrar_sesiones', {}],
      ['POST', 'quitar_segundo_factor', {}],
      ['GET', 'accesos'],
    ] as const) {
      const res = await t.call({ method, url: `usuarios/${id}/${path}/`, token: tokens[role], payload });
      expect([role, path, res.statusCode, res.json().code]).toEqual([role, path, 403, 'permission_denied']);
    }
  }
  expect((await accountCall(t, session.access, 'GET', 'auth/account/')).statusCode).toBe(200);
});

it('shows a person\'s factor and live sessions, and ends one or all of them', async () => {
  const id = await t.addUser({ email: 'seguridad.sesiones@flotilla.mx', groups: [GROUPS.rh_admin] });
  const [a, b, c] = [await signIn(t, 'seguridad.sesiones@flotilla.mx'), await signIn(t, 'seguridad.sesiones@flotilla.mx'), await signIn(t, 'seguridad.sesiones@flotilla.mx')];
  const seen = await admin('GET', `usuarios/${id}/seguridad/`);
  expect(seen.statusCode).toBe(200);
  expect(seen.json().second_factor).toEqual({ enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 });
  const sessions = seen.json().sessions as { id: number; current: boolean }[];
  expect(sessions.map((s) => s.current)).toEqual([false, false, false]);

  // The newest session is a's third sign-in: c.
  const one = await admin('POST', `usuarios/${id}/cerrar_sesion/`, { sesion: sessions[0].id });
  expect([one.statusCode, one.json()]).toEqual([200, { ended: 1 }]);
  expect((await accountCall(t, c.access, 'GET', 'auth/account/')).statusCode).toBe(401);
  expect((await admin('POST', `usuarios/${id}/cerrar_sesion/`, { sesion: sessions[0].id })).statusCode).toBe(404);
  expect((await admin('POST', `usuarios/${adminId}/cerrar_sesion/`, { sesion: sessions[1].id })).statusCode).toBe(404);
  expect((await admin('POST', `usuarios/${id}/cerrar_sesion/`, { sesion: 'x' })).statusCode).toBe(400);
  const [audit] = await t.database.db.select().from(audit_log).where(eq(audit_log.action, 'session_ended'));
  expect(audit).toMatchObject({ resource: 'auth', record_id: String(id), user_id: adminId, changes: { session: sessions[0].id, by: 'admin' } });

  const all = await admin('POST', `usuarios/${id}/cerrar_sesiones/`, {});
  expect([all.statusCode, all.json()]).toEqual([200, { ended: 2 }]);
  for (const s of [a, b]) expect((await accountCall(t, s.access, 'GET', 'auth/account/')).statusCode).toBe(401);
  expect((await admin('GET', `usuarios/${id}/seguridad/`)).json().sessions).toEqual([]);

  const own = await admin('POST', `usuarios/${adminId}/cerrar_sesiones/`, {});
  expect([own.statusCode, own.json().code]).toEqual([409, 'own_account']);
  expect((await admin('GET', 'auth/account/')).statusCode).toBe(200);
});

it('resets a person\'s lost factor (re-authenticated), ending all their sessions; never one\'s own', async () => {
  const id = await t.addUser({ email: 'seguridad.factor@flotilla.mx', groups: [GROUPS.c4] });
  const session = await signIn(t, 'seguridad.factor@flotilla.mx');
  await enableFactor(t, { id, email: 'seguridad.factor@flotilla.mx' });
  expect((await admin('GET', `usuarios/${id}/seguridad/`)).json().second_factor).toMatchObject({ enabled: true, recovery_codes_left: 10 });

  await authenticatedAgo(t, adminId, 301);
  const stale = await admin('POST', `usuarios/${id}/quitar_segundo_factor/`, {});
  expect([stale.statusCode, stale.json().code]).toEqual([403, 'reauth_required']);
  expect((await accountCall(t, tokens.admin, 'POST', 'auth/reauth/', { password: 'flotilla' })).statusCode).toBe(200);

  const reset = await admin('POST', `usuarios/${id}/quitar_segundo_factor/`, {});
  expect([reset.statusCode, reset.json()]).toEqual([200, { second_factor: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 } }]);
  expect(await t.database.db.select().from(second_factors).where(eq(second_factors.user_id, id))).toEqual([]);
  expect((await accountCall(t, session.access, 'GET', 'auth/account/')).statusCode).toBe(401);
  expect((await admin('POST', `usuarios/${id}/quitar_segundo_factor/`, {})).json().code).toBe('second_factor_off');
  const [audit] = await t.database.db.select().from(audit_log).where(eq(audit_log.action, 'second_factor_reset'));
  expect(audit).toMatchObject({ resource: 'auth', record_id: String(id), user_id: adminId, changes: { ended: 1 } });

  await enableFactor(t, { id: adminId, email: 'admin@flotilla.mx' });
  try {
    const own = await admin('POST', `usuarios/${adminId}/quitar_segundo_factor/`, {});
    expect([own.statusCode, own.json().code]).toEqual([409, 'own_account']);
  } finally {
    await removeFactor(t.database.db, adminId);
  }
});

it('pages the person\'s sign-in log, newest first: each event with its address and browser, and no secret', async () => {
  const email = 'seguridad.log@flotilla.mx';
  const id = await t.addUser({ email, groups: [GROUPS.c4] });
  const ip = freshIp();
  const userAgent = 'Mozilla/5.0 (Macintosh) Safari/605.1.15';
  const headers = { 'user-agent': userAgent };
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => t.call({ method, url, token, payload, ip, headers });

  expect((await t.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'no-es-esta' }, ip, headers })).statusCode).toBe(401);
  const first = await signIn(t, email, { ip, userAgent });
  expect((await call(first.access, 'POST', 'auth/reauth/', { password: 'mal-escrita' })).statusCode).toBe(400);
  expect((await call(first.access, 'POST', 'auth/reauth/', { password: 'flotilla' })).statusCode).toBe(200);
  const { secret } = (await call(first.access, 'POST', 'auth/account/second_factor/setup/', {})).json();
  const confirmed = await call(first.access, 'POST', 'auth/account/second_factor/confirm/', { code: await codeAt(secret) });
  const codes = confirmed.json().recovery_codes as string[];
  const challenge = (await login(t, { email, ip })).json().challenge as string;
  const second = await sendCode(t, challenge, codes[0], { ip });
  expect(second.statusCode).toBe(200);
  expect((await call(first.access, 'POST', 'auth/account/second_factor/disable/', { code: await codeAt(secret, 1) })).statusCode).toBe(204);
  const changed = await call(first.access, 'POST', 'auth/account/password/', { current_password: 'flotilla', password: 'otra frase bastante larga' });
  expect(changed.statusCode).toBe(200);
  await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: first.refresh }, ip, headers });

  const page = await admin('GET', `usuarios/${id}/accesos/?limit=50`);
  expect(page.statusCode).toBe(200);
  const rows = page.json().results as { id: number; action: string; ip: string; user_agent: string; user_id: number; user_name: string | null; details: unknown }[];
  expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['login_failed', 'login', 'reauth_failed', 'reauth', 'second_factor_enabled', 'login_challenge', 'second_factor_disabled', 'password_changed', 'logout']));
  expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((x, y) => y - x));
  expect(rows.every((r) => r.ip === ip)).toBe(true);
  expect(rows.every((r) => typeof r.user_agent === 'string' && r.user_agent.length > 0)).toBe(true);
  expect(rows.find((r) => r.action === 'password_changed')).toMatchObject({ user_id: id, user_name: 'Test User', user_agent: userAgent });
  const stored = JSON.stringify(await t.database.db.select().from(audit_log).where(eq(audit_log.record_id, String(id))));
  for (const secretThing of ['no-es-esta', 'mal-escrita', 'flotilla"', 'otra frase', secret, challenge, ...codes]) expect([secretThing, stored.includes(secretThing)]).toEqual([secretThing, false]);

  const paged = (await admin('GET', `usuarios/${id}/accesos/?limit=2&page=2`)).json();
  expect(paged.results.map((r: { id: number }) => r.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
  expect((await admin('GET', 'usuarios/999999/accesos/')).statusCode).toBe(404);
});
