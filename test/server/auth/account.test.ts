import { and, eq } from 'drizzle-orm';
import { audit_log, sessions, usuarios } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import { GROUPS } from '../../../domain/roles';
import { REAUTH } from '../../../domain/reauth';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';

/**
 * My account (issue #36): every back-office person reads and edits their own name and photo and
 * changes their password, whatever their group; an app session is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('GET and PATCH auth/account/', () => {
  it('answers the caller\'s own account, its factor and when this session last proved itself', async () => {
    const id = await t.addUser({ email: 'cuenta.c4@flotilla.mx', groups: [GROUPS.c4] });
    const { access } = await signIn(t, 'cuenta.c4@flotilla.mx');
    const res = await accountCall(t, access, 'GET', 'auth/account/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      email: 'cuenta.c4@flotilla.mx',
      name: 'Test',
      last_name: 'User',
      imagen: null,
      groups: [GROUPS.c4],
      second_factor: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 },
      reauth_seconds: REAUTH.windowSeconds,
    });
    expect(Date.now() - Date.parse(res.json().authenticated_at)).toBeLessThan(60_000);
  });

  it('changes one\'s own name (a platform C4 too, whom usuarios/ keeps for admins), audited as usuarios/update; other fields are unknown', async () => {
    const id = await t.addUser({ email: 'nombre.c4@flotilla.mx', groups: [GROUPS.c4] });
    await t.database.db.update(usuarios).set({ plataforma: true }).where(eq(usuarios.id, id));
    const { access } = await signIn(t, 'nombre.c4@flotilla.mx');
    const res = await accountCall(t, access, 'PATCH', 'auth/account/', { name: ' Lucía ', last_name: 'Pérez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Lucía', last_name: 'Pérez' });
    const [audit] = await t.database.db.select().from(audit_log).where(and(eq(audit_log.resource, 'usuarios'), eq(audit_log.record_id, String(id))));
    expect(audit).toMatchObject({ resource: 'usuarios', action: 'update', user_id: id, changes: { name: ['Test', 'Lucía'], last_name: ['User', 'Pérez'] } });

    const refused = await accountCall(t, access, 'PATCH', 'auth/account/', { email: 'otro@flotilla.mx', groups: [GROUPS.admin], name: '' });
    expect(refused.statusCode).toBe(400);
    const unknown = translate('en', 'validation.unknown_field');
    expect(refused.json()).toEqual({ email: [unknown], groups: [unknown], name: [translate('en', 'validation.required')] });
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect([row.email, row.groups, row.name]).toEqual(['nombre.c4@flotilla.mx', [GROUPS.c4], 'Lucía']);
  });

  it('stores one\'s own photo for any group, served at usuarios/{id}/imagen/', async () => {
    const id = await t.addUser({ email: 'foto.rh@flotilla.mx', groups: [GROUPS.rh_admin] });
    await t.database.db.update(usuarios).set({ plataforma: true }).where(eq(usuarios.id, id));
    const { access } = await signIn(t, 'foto.rh@flotilla.mx');
    const boundary = 'flotillaBoundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagen"; filename="yo.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/account/foto_perfil/', payload, headers: { authorization: `Bearer ${access}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().imagen).toBe(`/api/usuarios/${id}/imagen/`);
    const served = await t.call({ url: `usuarios/${id}/imagen/`, token: access });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    const empty = await t.call({ method: 'POST', url: 'auth/account/foto_perfil/', token: access, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an app session and anyone without a token', async () => {
    await t.addUser({ email: 'telefono@flotilla.mx', groups: [] });
    const { access } = await signIn(t, 'telefono@flotilla.mx', { app: true });
    expect((await accountCall(t, access, 'GET', 'auth/account/')).statusCode).toBe(403);
    expect((await t.call({ url: 'auth/account/' })).statusCode).toBe(401);
  });
});

describe('POST auth/account/password/', () => {
  it('needs the current password, keeps this session, ends the others and audits the change', async () => {
    const id = await t.addUser({ email: 'clave.admin@flotilla.mx' });
    const ip = freshIp();
    const other = await signIn(t, 'clave.admin@flotilla.mx', { ip });
    const mine = await signIn(t, 'clave.admin@flotilla.mx', { ip });
    const res = await accountCall(t, mine.access, 'POST', 'auth/account/password/', { current_password: 'flotilla', password: 'una frase larga de verdad' }, ip);
    expect([res.statusCode, res.json()]).toEqual([200, { ended: 1 }]);
    expect((await accountCall(t, mine.access, 'GET', 'auth/account/')).statusCode).toBe(200);
    expect((await accountCall(t, other.access, 'GET', 'auth/account/')).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'clave.admin@flotilla.mx', password: 'flotilla' }, ip })).statusCode).toBe(401);
    await signIn(t, 'clave.admin@flotilla.mx', { password: 'una frase larga de verdad', ip });
    const [audit] = await t.database.db.select().from(audit_log).where(eq(audit_log.action, 'password_changed'));
    expect(audit).toMatchObject({ resource: 'auth', record_id: String(id), user_id: id, ip, changes: { ended: 1 } });
    expect(JSON.stringify(audit)).not.toContain('una frase');
  });

  it('refuses a wrong current password (400 on its field, a failed attempt: the sixth waits), and a common or short new one', async () => {
    await t.addUser({ email: 'clave.mal@flotilla.mx' });
    const ip = freshIp();
    const { access } = await signIn(t, 'clave.mal@flotilla.mx', { ip });
    const change = (current_password: string, password: string, lang: 'es' | 'en' = 'en') =>
      t.call({ method: 'POST', url: 'auth/account/password/', token: access, payload: { current_password, password }, ip, lang });
    for (const lang of ['es', 'en'] as const) {
      const common = await change('flotilla', 'password1', lang);
      expect([common.statusCode, common.json()]).toEqual([400, { password: [translate(lang, 'validation.password_common')] }]);
    }
    expect((await change('flotilla', 'corta')).json()).toEqual({ password: [translate('en', 'validation.password_short', { count: 8 })] });
    expect((await change('', 'una frase larga de verdad')).json()).toEqual({ current_password: [translate('en', 'validation.required')] });
    for (let i = 0; i < 5; i++) {
      const wrong = await change('no-es-esta', 'una frase larga de verdad');
      expect([wrong.statusCode, wrong.json()]).toEqual([400, { current_password: [translate('en', 'validation.password_wrong')] }]);
    }
    const held = await change('no-es-esta', 'una frase larga de verdad');
    expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
    const [user] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'clave.mal@flotilla.mx'));
    const failures = await t.database.db.select().from(audit_log).where(eq(audit_log.record_id, String(user.id)));
    expect(failures.filter((a) => a.action === 'reauth_failed')).toHaveLength(5);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(live.every((s) => s.revoked_at === null)).toBe(true);
  });
});
