import { eq } from 'drizzle-orm';
import { usuarios } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { RECORD_FIELDS, userBody, usersCalls } from './usersHelpers';

/** docs/API.md "Users": DOMAIN §1 roles on usuarios/, the usuarios/plataforma/ record, and quitar_permisos. */
const { t, tokens } = roleTestApp();

const { admin, rh, c4, create, snapshot } = usersCalls(() => t, () => tokens);

describe('DOMAIN §1 on users', () => {
  it('C4 reads, shows and exports users but every write is refused and nothing changes', async () => {
    const user = await create();
    const before = await snapshot();
    const calls: Call[] = [
      { method: 'POST', url: 'usuarios/', payload: userBody() },
      { method: 'PATCH', url: `usuarios/${user.id}/`, payload: { name: 'x' } },
      { method: 'PUT', url: `usuarios/${user.id}/`, payload: userBody() },
      { method: 'DELETE', url: `usuarios/${user.id}/` },
      { method: 'POST', url: 'usuarios/multiple_delete/', payload: { ids: [user.id] } },
      { method: 'POST', url: 'usuarios/change_multiple_status/', payload: { ids: [user.id], status: 0 } },
      { method: 'POST', url: `usuarios/${user.id}/canjear_puntos/`, payload: { puntos: 1 } },
      { url: `usuarios/${user.id}/aceptar_licencia/` },
      { url: `usuarios/${user.id}/rechazar_licencia/` },
      { url: `usuarios/${user.id}/quitar_permisos/` },
      { method: 'POST', url: `usuarios/${user.id}/foto_perfil/`, payload: {} },
      { method: 'POST', url: `usuarios/${user.id}/licencia/`, payload: {} },
      { method: 'POST', url: 'usuarios/importar/', payload: {} },
      { url: 'usuarios/plantilla/' },
      { url: 'usuarios/plataforma/' },
      { method: 'POST', url: 'usuarios/plataforma/', payload: {} },
    ];
    for (const call of calls) {
      const res = await c4(call);
      expect([call.method ?? 'GET', call.url, res.statusCode, res.json().code]).toEqual([call.method ?? 'GET', call.url, 403, 'permission_denied']);
    }
    expect(await snapshot()).toEqual(before);
    for (const url of ['usuarios/', `usuarios/${user.id}/`, 'usuarios/exportar/', `usuarios/${user.id}/puntos/`]) expect([url, (await c4({ url })).statusCode]).toEqual([url, 200]);
  });

  it('HR manages staff but not platform users, neither through usuarios/plataforma/ nor through usuarios/', async () => {
    const [adminRow] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    const staff = await create();
    const before = await snapshot();
    const refused: Call[] = [
      { url: 'usuarios/plataforma/' },
      { url: `usuarios/plataforma/${adminRow.id}/` },
      { method: 'POST', url: 'usuarios/plataforma/', payload: { ...userBody(), groups: ['C4'], password: 'una-clave-1' } },
      // An administrator's record is not HR's to change: email (account takeover), status, deletion.
      { method: 'PATCH', url: `usuarios/${adminRow.id}/`, payload: { email: 'rh-owned@flotilla.mx' } },
      { method: 'PUT', url: `usuarios/${adminRow.id}/`, payload: userBody() },
      { method: 'DELETE', url: `usuarios/${adminRow.id}/` },
      { method: 'POST', url: 'usuarios/multiple_delete/', payload: { ids: [staff.id, adminRow.id] } },
      { method: 'POST', url: 'usuarios/change_multiple_status/', payload: { ids: [staff.id, adminRow.id], status: 0 } },
      { method: 'POST', url: `usuarios/${adminRow.id}/canjear_puntos/`, payload: { puntos: 1 } },
      { url: `usuarios/${staff.id}/quitar_permisos/` },
    ];
    for (const call of refused) {
      const res = await rh(call);
      expect([call.method ?? 'GET', call.url, res.statusCode]).toEqual([call.method ?? 'GET', call.url, 403]);
    }
    expect(await snapshot()).toEqual(before);
    // HR still reads the administrator's record on usuarios/.
    expect((await rh({ url: `usuarios/${adminRow.id}/` })).json().email).toBe('admin@flotilla.mx');
  });

  it('an admin changes a platform user through usuarios/ too', async () => {
    const [c4Row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'c4@flotilla.mx'));
    const res = await admin({ method: 'PATCH', url: `usuarios/${c4Row.id}/`, payload: { telephone: '5511112222' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ telephone: '5511112222', plataforma: true, groups: ['C4'] });
  });
});

describe('usuarios/plataforma/', () => {
  const platformBody = (extra: Record<string, unknown> = {}) => ({ ...userBody(), groups: ['HHRR Administrador'], password: 'clave-segura-1', ...extra });

  it('lists only platform staff, and answers 404 for anyone else', async () => {
    const body = (await admin({ url: 'usuarios/plataforma/?ordering=email' })).json();
    expect(body.results.map((u: { email: string }) => u.email)).toEqual(['admin@flotilla.mx', 'c4@flotilla.mx', 'rh@flotilla.mx']);
    const staff = await create();
    expect((await admin({ url: `usuarios/plataforma/${staff.id}/` })).statusCode).toBe(404);
    expect((await admin({ method: 'PATCH', url: `usuarios/plataforma/${staff.id}/`, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `usuarios/plataforma/${staff.id}/` })).statusCode).toBe(404);
    expect((await admin({ method: 'POST', url: 'usuarios/plataforma/multiple_delete/', payload: { ids: [staff.id] } })).json()).toEqual({ ids: [`Algunos registros no existen: ${staff.id}.`] });
    expect((await admin({ method: 'POST', url: 'usuarios/plataforma/change_multiple_status/', payload: { ids: [staff.id], status: 0 } })).statusCode).toBe(400);
    const exported = await admin({ url: 'usuarios/plataforma/exportar/?format=csv' });
    expect(exported.body.trim().split('\r\n')).toHaveLength(4);
    expect(exported.body).toContain('HHRR Administrador');
  });

  it('creates a platform user with groups and a password that signs in', async () => {
    const payload = platformBody();
    const res = await admin({ method: 'POST', url: 'usuarios/plataforma/', payload });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(RECORD_FIELDS);
    expect(user).toMatchObject({ plataforma: true, groups: ['HHRR Administrador'], email: payload.email });
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, user.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
    const [audit] = await t.audit();
    expect(JSON.stringify(audit.changes)).not.toMatch(/password|argon2/);
    const token = await t.token(payload.email, 'clave-segura-1');
    expect((await t.call({ url: 'usuarios/?limit=1', token })).statusCode).toBe(200);
    // Shows on both bases.
    expect((await admin({ url: `usuarios/${user.id}/` })).json().plataforma).toBe(true);
  });

  it.each([
    ['no group', { groups: [] }, { groups: ['Elija un grupo.'] }],
    ['groups missing', { groups: undefined }, { groups: ['Elija un grupo.'] }],
    ['an unknown group', { groups: ['Conductor'] }, { groups: ['Elija una opción válida.'] }],
    ['no password', { password: undefined }, { password: ['El campo no puede estar vacío.'] }],
    ['a short password', { password: 'corta' }, { password: ['La contraseña debe tener al menos 8 caracteres.'] }],
  ])('refuses %s', async (_case, extra, errors) => {
    const before = await snapshot();
    const res = await admin({ method: 'POST', url: 'usuarios/plataforma/', payload: platformBody(extra) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });

  it('says "Choose a group." in English', async () => {
    expect((await admin({ method: 'POST', url: 'usuarios/plataforma/', payload: platformBody({ groups: [] }), lang: 'en' })).json()).toEqual({ groups: ['Choose a group.'] });
  });

  it('edits groups (never empty) but not the password, and keeps the email unique across both bases', async () => {
    const user = (await admin({ method: 'POST', url: 'usuarios/plataforma/', payload: platformBody() })).json();
    const res = await admin({ method: 'PATCH', url: `usuarios/plataforma/${user.id}/`, payload: { groups: ['C4', 'C4', 'Administrador'] } });
    expect(res.json().groups).toEqual(['C4', 'Administrador']);
    expect((await admin({ method: 'PATCH', url: `usuarios/plataforma/${user.id}/`, payload: { groups: [] } })).json()).toEqual({ groups: ['Elija un grupo.'] });
    expect((await admin({ method: 'PATCH', url: `usuarios/plataforma/${user.id}/`, payload: { password: 'otra-clave-9' } })).json()).toEqual({ password: ['Campo desconocido.'] });
    const staff = await create();
    expect((await admin({ method: 'POST', url: 'usuarios/plataforma/', payload: platformBody({ email: staff.email }) })).json()).toEqual({ email: ['Ya existe un usuario con este correo electrónico.'] });
  });
});

describe('GET usuarios/{id}/quitar_permisos/', () => {
  it('takes the groups and the platform flag away, and that user is signed out at once', async () => {
    const payload = { ...userBody(), groups: ['C4'], password: 'clave-segura-2' };
    const user = (await admin({ method: 'POST', url: 'usuarios/plataforma/', payload })).json();
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: payload.email, password: 'clave-segura-2' }, ip: '10.9.9.1' });
    const { access, refresh } = login.json();
    expect((await t.call({ url: 'plantas/', token: access })).statusCode).toBe(200);

    const res = await admin({ url: `usuarios/${user.id}/quitar_permisos/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, groups: [], plataforma: false });
    const denied = await t.call({ url: 'plantas/', token: access, lang: 'en' });
    expect(denied.statusCode).toBe(401);
    expect(denied.json().code).toBe('token_not_valid');
    expect((await t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh }, ip: '10.9.9.2' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: 'auth/login/', payload: { email: payload.email, password: 'clave-segura-2' }, ip: '10.9.9.3' })).json().code).toBe('no_allowed');
    expect((await admin({ url: `usuarios/plataforma/${user.id}/` })).statusCode).toBe(404);
    const [row] = (await t.audit()).filter((r) => r.resource === 'usuarios');
    expect(row).toMatchObject({ action: 'remove_permissions', record_id: String(user.id), changes: { groups: [['C4'], []], plataforma: [true, false] } });
  });

  it('is refused on oneself (409), to HR and C4 (403), and answers 404 for an unknown user', async () => {
    const [me] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    expect((await admin({ url: `usuarios/${me.id}/quitar_permisos/` })).json().code).toBe('own_account');
    expect((await admin({ url: 'usuarios/999999/quitar_permisos/' })).statusCode).toBe(404);
    const [c4Row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'c4@flotilla.mx'));
    expect((await rh({ url: `usuarios/${c4Row.id}/quitar_permisos/` })).statusCode).toBe(403);
    expect((await c4({ url: `usuarios/${c4Row.id}/quitar_permisos/` })).statusCode).toBe(403);
    expect((await c4({ url: 'plantas/' })).statusCode).toBe(200);
  });
});
