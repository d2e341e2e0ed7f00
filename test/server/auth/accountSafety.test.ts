import { eq, inArray } from 'drizzle-orm';
import { audit_log, usuarios } from '../../../server/db/schema';
import { createTestApp, type Call, type TestApp } from '../support/harness';

/**
 * Account safety: nobody disables, deletes or removes the permissions of their own
 * account, and the last active administrator is neither disabled nor deleted, through
 * usuarios/ or usuarios/plataforma/, one by one or in bulk.
 */
let t: TestApp;
let admin: string;
let self: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin@flotilla.mx');
  [{ id: self }] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
});
afterAll(() => t.close());

const api = (call: Call) => t.call({ token: admin, ...call });
const rowsOf = (ids: number[]) =>
  t.database.db.select({ id: usuarios.id, status: usuarios.status, groups: usuarios.groups }).from(usuarios).where(inArray(usuarios.id, ids)).orderBy(usuarios.id);
/** What a refused call could have touched. */
const snapshot = async (ids: number[]) => ({ rows: await rowsOf(ids), audit: await t.count(audit_log) });

describe('one\'s own account', () => {
  let other: number;
  beforeAll(async () => {
    other = await t.addUser({ email: 'otro.admin@flotilla.mx', groups: ['C4'] });
    await t.database.db.update(usuarios).set({ plataforma: true }).where(eq(usuarios.id, other));
  });

  it.each([
    ['usuarios/plataforma', 'PATCH', { status: 0 }],
    ['usuarios', 'PATCH', { status: 0 }],
  ] as const)('%s: %s status 0 on oneself is refused with 409 own_account', async (base, method, payload) => {
    const before = await snapshot([self]);
    const res = await api({ method, url: `${base}/${self}/`, payload });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'No puede deshabilitar su propia cuenta.', code: 'own_account' });
    expect(await snapshot([self])).toEqual(before);
  });

  it('PUT with status 0 on oneself is refused too, in the caller\'s language', async () => {
    const record = (await api({ url: `usuarios/plataforma/${self}/` })).json();
    const body = Object.fromEntries(['name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'no_worker', 'state', 'city', 'address', 'postal_code', 'groups'].map((f) => [f, record[f]]));
    const res = await api({ method: 'PUT', url: `usuarios/plataforma/${self}/`, payload: { ...body, status: 0 }, lang: 'en' });
    expect(res.json()).toEqual({ detail: 'You cannot disable your own account.', code: 'own_account' });
    const kept = await api({ method: 'PUT', url: `usuarios/plataforma/${self}/`, payload: { ...body, status: 1, name: 'Ana María' } });
    expect([kept.statusCode, kept.json().name]).toEqual([200, 'Ana María']);
  });

  it.each([['usuarios/plataforma'], ['usuarios']])('%s: change_multiple_status with oneself among the ids changes nobody', async (base) => {
    const before = await snapshot([self, other]);
    const res = await api({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [other, self], status: 0 } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'own_account']);
    expect(await snapshot([self, other])).toEqual(before);
    // Enabling oneself among others is harmless.
    expect((await api({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [other, self], status: 1 } })).json()).toEqual({ updated: 2 });
  });

  it.each([['usuarios/plataforma'], ['usuarios']])('%s: deleting oneself, alone or in bulk, deletes nobody', async (base) => {
    const before = await snapshot([self, other]);
    const single = await api({ method: 'DELETE', url: `${base}/${self}/` });
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({ detail: 'No puede eliminar su propia cuenta.', code: 'own_account' });
    const bulk = await api({ method: 'POST', url: `${base}/multiple_delete/`, payload: { ids: [other, self] } });
    expect([bulk.statusCode, bulk.json().code]).toEqual([409, 'own_account']);
    expect(await snapshot([self, other])).toEqual(before);
  });

  it('taking a group away from oneself is refused; adding one or editing other fields is not', async () => {
    const before = await snapshot([self]);
    const res = await api({ method: 'PATCH', url: `usuarios/plataforma/${self}/`, payload: { groups: ['C4'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'No puede quitarse permisos a sí mismo.', code: 'own_account' });
    expect(await snapshot([self])).toEqual(before);
    const added = await api({ method: 'PATCH', url: `usuarios/plataforma/${self}/`, payload: { groups: ['Administrador', 'C4'] } });
    expect([added.statusCode, added.json().groups]).toEqual([200, ['Administrador', 'C4']]);
    const renamed = await api({ method: 'PATCH', url: `usuarios/plataforma/${self}/`, payload: { name: 'Ana', status: 1 } });
    expect(renamed.statusCode).toBe(200);
  });

  it('disabling, deleting or regrouping someone else still works', async () => {
    expect((await api({ method: 'PATCH', url: `usuarios/plataforma/${other}/`, payload: { groups: ['HHRR Administrador'] } })).statusCode).toBe(200);
    expect((await api({ method: 'PATCH', url: `usuarios/plataforma/${other}/`, payload: { status: 0 } })).statusCode).toBe(200);
    expect((await api({ method: 'DELETE', url: `usuarios/plataforma/${other}/` })).statusCode).toBe(204);
  });
});

describe('the last active administrator', () => {
  let u: TestApp;
  let rh: string;
  let first: number;
  beforeAll(async () => {
    u = await createTestApp();
    rh = await u.token('rh@flotilla.mx');
    // HR manages usuarios/ but not platform staff: an administrator outside the platform list
    // is the one HR could reach.
    [{ id: first }] = await u.database.db.update(usuarios).set({ plataforma: false }).where(eq(usuarios.email, 'admin@flotilla.mx')).returning({ id: usuarios.id });
  });
  afterAll(() => u.close());
  const asRh = (call: Call) => u.call({ token: rh, ...call });
  const statusOf = async (id: number) => (await u.database.db.select({ s: usuarios.status }).from(usuarios).where(eq(usuarios.id, id)))[0]?.s;

  it('cannot be disabled or deleted, one by one or in bulk', async () => {
    const other = await u.addUser({ email: 'pasajero@flotilla.mx', groups: [] });
    for (const call of [
      { method: 'PATCH', url: `usuarios/${first}/`, payload: { status: 0 } },
      { method: 'POST', url: 'usuarios/change_multiple_status/', payload: { ids: [other, first], status: 0 } },
      { method: 'DELETE', url: `usuarios/${first}/` },
      { method: 'POST', url: 'usuarios/multiple_delete/', payload: { ids: [other, first] } },
    ] as Call[]) {
      const res = await asRh(call);
      expect([call.method, call.url, res.statusCode, res.json()]).toEqual([
        call.method,
        call.url,
        409,
        { detail: 'No se puede deshabilitar, eliminar ni quitar permisos al último administrador activo.', code: 'last_admin' },
      ]);
    }
    expect([await statusOf(first), await statusOf(other)]).toEqual([1, 1]);
    expect((await asRh({ method: 'DELETE', url: `usuarios/${first}/`, lang: 'en' })).json().detail).toBe(
      'The last active administrator cannot be disabled, deleted or lose their permissions.',
    );
  });

  it('can be disabled once another administrator is active; a disabled one does not count', async () => {
    const second = await u.addUser({ email: 'segundo.admin@flotilla.mx' });
    expect((await asRh({ method: 'PATCH', url: `usuarios/${first}/`, payload: { status: 0 } })).statusCode).toBe(200);
    // Now the second is the last active one, whatever the disabled first.
    const res = await asRh({ method: 'DELETE', url: `usuarios/${second}/` });
    expect([res.statusCode, res.json().code]).toEqual([409, 'last_admin']);
    expect((await asRh({ method: 'PATCH', url: `usuarios/${first}/`, payload: { status: 1 } })).statusCode).toBe(200);
    expect((await asRh({ method: 'DELETE', url: `usuarios/${second}/` })).statusCode).toBe(204);
  });

  it('two administrators disabling each other at once: one of them stays', async () => {
    const a = await u.addUser({ email: 'admin.a@flotilla.mx' });
    const b = await u.addUser({ email: 'admin.b@flotilla.mx' });
    // Only a and b are active administrators.
    expect((await asRh({ method: 'PATCH', url: `usuarios/${first}/`, payload: { status: 0 } })).statusCode).toBe(200);
    const [ta, tb] = await Promise.all([u.token('admin.a@flotilla.mx'), u.token('admin.b@flotilla.mx')]);
    const results = await Promise.all([
      u.call({ token: ta, method: 'PATCH', url: `usuarios/${b}/`, payload: { status: 0 } }),
      u.call({ token: tb, method: 'PATCH', url: `usuarios/${a}/`, payload: { status: 0 } }),
    ]);
    // The other is refused: last_admin, or 401 when its caller was disabled before it signed in.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect([[409, 'last_admin'], [401, 'token_not_valid']]).toContainEqual([refused.statusCode, refused.json().code]);
    expect([await statusOf(a), await statusOf(b)].sort()).toEqual([0, 1]);
  });
});
