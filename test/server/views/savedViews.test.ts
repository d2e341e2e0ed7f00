import { eq } from 'drizzle-orm';
import { usuarios, vistas_guardadas } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';

/**
 * vistas/ (issue #35): each person's saved list views. Every group keeps its own: lists only the
 * caller's, creates them as the caller's whatever the body says, and answers anyone else's as 404
 * (show, edit, delete, in a selection too). A name is 1–80 characters, once per person and list;
 * params a JSON object of at most 10 KB; the list a path starting with '/'.
 */
const { t, tokens, as } = roleTestApp();
const PARAMS = { filter: { status: 3, planta: 2 }, sort: 'matricula', order: 'ASC', perPage: 50, columns: ['matricula', 'planta'] };
const save = (who: keyof typeof as, body: Record<string, unknown>) => as[who]({ method: 'POST', url: 'vistas/', payload: body, lang: 'en' });
const idOf = async (email: string) => (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id;

describe('own views', () => {
  it("creates a view as the caller's, lists only the caller's (by list, by name) and shows it", async () => {
    const admin = await idOf('admin@flotilla.mx');
    // The demo's own saved views (server/seed/views.ts) are on other lists.
    const before = { admin: (await as.admin({ url: 'vistas/' })).json().count, rh: (await as.rh({ url: 'vistas/' })).json().count };
    const created = await save('admin', { resource: '/piezas', name: '  Flota por vencer  ', params: PARAMS, usuario: await idOf('rh@flotilla.mx') });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ usuario: admin, resource: '/piezas', name: 'Flota por vencer', params: PARAMS });
    await save('admin', { resource: '/piezas', name: 'Activos', params: { filter: { status: 3 } } });
    await save('admin', { resource: '/prestamos', name: 'Abiertos', params: {} });
    await save('rh', { resource: '/piezas', name: 'De RH', params: {} });
    const mine = (await as.admin({ url: 'vistas/?resource=/piezas' })).json();
    expect(mine.results.map((v: { name: string }) => v.name)).toEqual(['Activos', 'Flota por vencer']);
    expect((await as.admin({ url: 'vistas/' })).json().count).toBe(before.admin + 3);
    expect((await as.rh({ url: 'vistas/' })).json().count).toBe(before.rh + 1);
    expect((await as.rh({ url: 'vistas/?resource=/piezas' })).json().results.map((v: { name: string }) => v.name)).toEqual(['De RH']);
    expect((await as.admin({ url: `vistas/${created.json().id}/` })).json()).toMatchObject({ name: 'Flota por vencer', params: PARAMS });
  });

  it('renames a view and replaces its params; its list stays', async () => {
    const { id } = (await save('c4', { resource: '/alertas', name: 'Activas', params: { filter: { status: 0 } } })).json();
    const renamed = await as.c4({ method: 'PATCH', url: `vistas/${id}/`, payload: { name: 'Sin atender' } });
    expect(renamed.json()).toMatchObject({ name: 'Sin atender', resource: '/alertas', params: { filter: { status: 0 } } });
    const replaced = await as.c4({ method: 'PUT', url: `vistas/${id}/`, payload: { name: 'Todas', params: { perPage: 100 } } });
    expect(replaced.json()).toMatchObject({ name: 'Todas', resource: '/alertas', params: { perPage: 100 } });
    const moved = await as.c4({ method: 'PATCH', url: `vistas/${id}/`, payload: { resource: '/vehiculos' }, lang: 'en' });
    expect([moved.statusCode, moved.json()]).toEqual([400, { resource: ['Unknown field.'] }]);
    expect((await as.c4({ method: 'DELETE', url: `vistas/${id}/` })).statusCode).toBe(204);
    expect((await as.c4({ url: `vistas/${id}/` })).statusCode).toBe(404);
  });

  it("answers another person's view as 404 to show, edit and delete, alone or in a selection, changing nothing", async () => {
    const { id } = (await save('rh', { resource: '/usuarios', name: 'Conductores', params: { filter: { role: 1 } } })).json();
    const before = await t.database.db.select().from(vistas_guardadas).where(eq(vistas_guardadas.id, id));
    for (const call of [
      { url: `vistas/${id}/` },
      { method: 'PATCH', url: `vistas/${id}/`, payload: { name: 'Mía' } },
      { method: 'PUT', url: `vistas/${id}/`, payload: { name: 'Mía', params: {} } },
      { method: 'DELETE', url: `vistas/${id}/` },
    ] as Call[]) {
      expect([call.method ?? 'GET', (await as.admin(call)).statusCode]).toEqual([call.method ?? 'GET', 404]);
    }
    const bulk = await as.admin({ method: 'POST', url: 'vistas/multiple_delete/', payload: { ids: [id] } });
    expect([bulk.statusCode, Object.keys(bulk.json())]).toEqual([400, ['ids']]);
    expect(await t.database.db.select().from(vistas_guardadas).where(eq(vistas_guardadas.id, id))).toEqual(before);
  });
});

describe('validation', () => {
  it('takes a name once per person and list, trimmed; the same name on another list or for another person is fine', async () => {
    expect((await save('admin', { resource: '/plantas', name: 'Norte', params: {} })).statusCode).toBe(201);
    const taken = await save('admin', { resource: '/plantas', name: ' Norte ', params: {} });
    expect([taken.statusCode, taken.json()]).toEqual([400, { name: ['You already have a view with this name on this list.'] }]);
    expect((await save('admin', { resource: '/departamentos', name: 'Norte', params: {} })).statusCode).toBe(201);
    expect((await save('rh', { resource: '/plantas', name: 'Norte', params: {} })).statusCode).toBe(201);
    const { id } = (await save('admin', { resource: '/plantas', name: 'Sur', params: {} })).json();
    const renamed = await as.admin({ method: 'PATCH', url: `vistas/${id}/`, payload: { name: 'Norte' }, lang: 'en' });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { name: ['You already have a view with this name on this list.'] }]);
    expect((await as.admin({ method: 'PATCH', url: `vistas/${id}/`, payload: { name: 'Sur', params: { perPage: 10 } } })).statusCode).toBe(200);
  });

  it('refuses an empty or long name, a list that is not a path, and params that are not an object or pass 10 KB, field by field', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await save('admin', { resource: '/plantas', name: 'Válida', params: {}, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect(await refused({ name: '   ' })).toEqual({ name: ['The field cannot be empty.'] });
    expect(Object.keys(await refused({ name: 'x'.repeat(81) }))).toEqual(['name']);
    expect(await refused({ resource: 'vehiculos' })).toEqual({ resource: ['Enter the path of a list, starting with "/".'] });
    expect(Object.keys(await refused({ resource: `/${'a'.repeat(100)}` }))).toEqual(['resource']);
    expect(Object.keys(await refused({ params: [1, 2] }))).toEqual(['params']);
    expect(Object.keys(await refused({ params: 'filter=1' }))).toEqual(['params']);
    expect(await refused({ params: { filter: { q: 'x'.repeat(10 * 1024) } } })).toEqual({ params: ['The view holds too much: at most 10 KB.'] });
    expect(Object.keys(await refused({ resource: undefined, name: undefined, params: undefined })).sort()).toEqual(['name', 'params', 'resource']);
    expect((await save('admin', { resource: '/plantas', name: 'x'.repeat(80), params: { filter: { q: 'x'.repeat(9 * 1024) } } })).statusCode).toBe(201);
  });
});

describe('roles', () => {
  it('serves every group its own views, no export, and refuses an app session and an anonymous caller', async () => {
    for (const token of [tokens.admin, tokens.rh, tokens.c4]) expect((await t.call({ token, url: 'vistas/' })).statusCode).toBe(200);
    const served = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/vistas/') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url.slice(5)}`);
    expect(served.some((route) => route.includes('exportar'))).toBe(false);
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'conductor@flotilla.mx', password: 'flotilla' }, ip: '10.37.0.1', headers: { 'user-type': 'app' } });
    expect((await t.call({ token: login.json().access, url: 'vistas/' })).statusCode).toBe(403);
    expect((await t.call({ url: 'vistas/' })).statusCode).toBe(401);
  });

  it("removes a person's views with the person", async () => {
    const id = await t.addUser({ email: 'vistas@flotilla.mx' });
    const token = await t.token('vistas@flotilla.mx');
    expect((await t.call({ token, method: 'POST', url: 'vistas/', payload: { resource: '/plantas', name: 'Mía', params: {} } })).statusCode).toBe(201);
    await t.database.db.delete(usuarios).where(eq(usuarios.id, id));
    expect(await t.database.db.select().from(vistas_guardadas).where(eq(vistas_guardadas.usuario, id))).toEqual([]);
  });
});
