import { departamentos, plantas } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { userBody, usersCalls } from './usersHelpers';

/** docs/API.md "Users": creating and editing on usuarios/ with SPEC §5 validation, bulk status and delete. */
const { t, tokens } = roleTestApp();

const { rh, create, snapshot } = usersCalls(() => t, () => tokens);

describe('usuarios/: create and edit', () => {
  it('creates a user with defaults, stores the email in lower case and audits without secrets', async () => {
    const res = await rh({ method: 'POST', url: 'usuarios/', payload: { name: ' Marco ', last_name: 'Salas', email: ' Marco.Salas@Empresa.MX ' } });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      name: 'Marco', last_name: 'Salas', email: 'marco.salas@empresa.mx', telephone: '', department: null, planta: null, role: 0, status: 1, no_worker: '',
      plataforma: false, groups: [], puntos: 0, imagen: null, licencia: null, vencimiento: null, licencia_status: null,
    });
    const [row] = await t.audit();
    expect(row).toMatchObject({ resource: 'usuarios', action: 'create', record_id: String(user.id) });
    expect(JSON.stringify(row.changes)).not.toMatch(/password|token_version/);
  });

  it('stores every writable field', async () => {
    const [dept] = await t.database.db.select().from(departamentos).limit(1);
    const [plant] = await t.database.db.select().from(plantas).limit(1);
    const payload = userBody({
      telephone: '5512345678', department: dept.id, planta: plant.id, role: 1, status: 0, no_worker: '4455', state: 'Nuevo León', city: 'Monterrey',
      address: 'Av. Constitución 100', postal_code: '64000',
    });
    const res = await rh({ method: 'POST', url: 'usuarios/', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(payload);
  });

  it('ignores the read-only fields: points, licence, files, platform flag and groups', async () => {
    const res = await rh({
      method: 'POST',
      url: 'usuarios/',
      payload: userBody({ puntos: 5000, plataforma: true, groups: ['Administrador'], licencia_status: 1, vencimiento: '2030-01-01', imagen: 'x', licencia: 'y', last_login: null, id: 7 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ puntos: 0, plataforma: false, groups: [], licencia_status: null, vencimiento: null, imagen: null, licencia: null });
    const patched = await rh({ method: 'PATCH', url: `usuarios/${res.json().id}/`, payload: { puntos: 99, groups: ['C4'], name: 'Otro' } });
    expect(patched.json()).toMatchObject({ puntos: 0, groups: [], name: 'Otro' });
  });

  it('refuses a password on usuarios/ (only platform users have one, set on create)', async () => {
    const res = await rh({ method: 'POST', url: 'usuarios/', payload: userBody({ password: 'secreta123', token_version: 3 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Campo desconocido.'], token_version: ['Campo desconocido.'] });
  });

  it.each([
    ['no fields', {}, { name: ['El campo no puede estar vacío.'], last_name: ['El campo no puede estar vacío.'], email: ['El campo no puede estar vacío.'] }],
    ['a bad email', { email: 'no-es-correo' }, { email: ['Ingrese un correo electrónico válido.'] }],
    ['a short telephone', { telephone: '81123456' }, { telephone: ['Se requieren exactamente 10 caracteres.'] }],
    ['a telephone with letters', { telephone: '81-1234-56' }, { telephone: ['Ingrese solo números.'] }],
    ['a long telephone', { telephone: '811234567890' }, { telephone: ['Se requieren exactamente 10 caracteres.'] }],
    ['a short postal code', { postal_code: '6400' }, { postal_code: ['Se requieren exactamente 5 caracteres.'] }],
    ['an employee number with letters', { no_worker: 'A-12' }, { no_worker: ['Ingrese solo números.'] }],
    ['a role out of DOMAIN §2', { role: 2 }, { role: ['Elija una opción válida.'] }],
    ['a status out of DOMAIN §2', { status: 5 }, { status: ['Elija una opción válida.'] }],
    ['an unknown department and plant', { department: 999999, planta: 999999 }, { department: ['El registro relacionado no existe.'], planta: ['El registro relacionado no existe.'] }],
  ])('refuses %s with SPEC §5 messages and changes nothing', async (_case, extra, errors) => {
    const before = await snapshot();
    const payload = Object.keys(extra).length ? userBody(extra) : {};
    const res = await rh({ method: 'POST', url: 'usuarios/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });

  it('answers the messages in English on request', async () => {
    const res = await rh({ method: 'POST', url: 'usuarios/', payload: { email: 'x@', telephone: '12a', postal_code: '1' }, lang: 'en' });
    expect(res.json()).toEqual({
      name: ['The field cannot be empty.'],
      last_name: ['The field cannot be empty.'],
      email: ['Enter a valid email.'],
      telephone: ['Enter only numbers.', 'Exactly 10 characters are required.'],
      postal_code: ['Exactly 5 characters are required.'],
    });
  });

  it('refuses a duplicate email whatever its case, on create and on edit, and changes nothing', async () => {
    const first = await create();
    const other = await create();
    const before = await snapshot();
    const dup = await rh({ method: 'POST', url: 'usuarios/', payload: userBody({ email: first.email.toUpperCase() }) });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ email: ['Ya existe un usuario con este correo electrónico.'] });
    const en = await rh({ method: 'PATCH', url: `usuarios/${other.id}/`, payload: { email: first.email }, lang: 'en' });
    expect(en.json()).toEqual({ email: ['A user with this email already exists.'] });
    const demo = await rh({ method: 'POST', url: 'usuarios/', payload: userBody({ email: 'ADMIN@flotilla.mx' }) });
    expect(demo.json()).toEqual({ email: ['Ya existe un usuario con este correo electrónico.'] });
    expect(await snapshot()).toEqual(before);
    // Its own email is no conflict.
    expect((await rh({ method: 'PATCH', url: `usuarios/${first.id}/`, payload: { email: first.email } })).statusCode).toBe(200);
  });

  it('refuses an employee number another user holds', async () => {
    await create({ no_worker: '777001' });
    const res = await rh({ method: 'POST', url: 'usuarios/', payload: userBody({ no_worker: '777001' }) });
    expect(res.json()).toEqual({ no_worker: ['Ya existe un registro con este valor.'] });
    // Empty numbers are many.
    await create({ no_worker: '' });
    await create({ no_worker: '' });
  });

  it('PATCH changes only the fields sent; PUT replaces them', async () => {
    const user = await create({ city: 'Saltillo', telephone: '8441234567' });
    const patched = (await rh({ method: 'PATCH', url: `usuarios/${user.id}/`, payload: { city: 'Ramos Arizpe' } })).json();
    expect(patched).toEqual({ ...user, city: 'Ramos Arizpe', updated_at: patched.updated_at });
    const put = await rh({ method: 'PUT', url: `usuarios/${user.id}/`, payload: { name: 'Nuevo', last_name: 'Nombre', email: user.email } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Nuevo', city: '', telephone: '', role: 0 });
    const [row] = await t.audit();
    expect(row).toMatchObject({ action: 'update', changes: { name: [user.name, 'Nuevo'], city: ['Ramos Arizpe', ''] } });
  });

  it('disables and enables users in bulk and deletes them', async () => {
    const a = await create();
    const b = await create();
    expect((await rh({ method: 'POST', url: 'usuarios/change_multiple_status/', payload: { ids: [a.id, b.id], status: 0 } })).json()).toEqual({ updated: 2 });
    expect((await rh({ url: `usuarios/${a.id}/` })).json().status).toBe(0);
    expect((await rh({ method: 'POST', url: 'usuarios/multiple_delete/', payload: { ids: [a.id, b.id] } })).json()).toEqual({ deleted: 2 });
    const c = await create();
    expect((await rh({ method: 'DELETE', url: `usuarios/${c.id}/` })).statusCode).toBe(204);
    expect((await rh({ url: `usuarios/${c.id}/` })).statusCode).toBe(404);
    const deletes = (await t.audit()).filter((r) => r.action === 'delete' && r.resource === 'usuarios');
    expect(deletes.length).toBe(3);
    for (const row of deletes) expect(JSON.stringify(row.changes)).not.toMatch(/password|token_version/);
  });
});
