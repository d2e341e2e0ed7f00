import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { departamentos, plantas, puntos_ledger, usuarios } from '../../../server/db/schema';
import { fieldLabel } from '../../../server/kit/labels';
import { DEMO_STAFF } from '../../../server/seed/demo';
import { createTestAppWithRoles, type RoleTokens, type Call, type TestApp } from '../support/harness';
import { caller, expectNoSecrets, userBody } from './usersHelpers';

/**
 * docs/API.md "Users": the usuarios/ and usuarios/plataforma/ records on the shared machinery,
 * SPEC §5 validation, DOMAIN §1 roles, and quitar_permisos.
 */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
});
afterAll(() => t.close());

const admin = caller(() => t, () => tokens.admin);
const rh = caller(() => t, () => tokens.rh);
const c4 = caller(() => t, () => tokens.c4);

const RECORD_FIELDS = [
  'id', 'name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'no_worker', 'state', 'city', 'address', 'postal_code',
  'plataforma', 'groups', 'puntos', 'imagen', 'licencia', 'vencimiento', 'licencia_status', 'last_login', 'created_at', 'updated_at',
].sort();

async function create(body: Record<string, unknown> = {}, call = rh) {
  const res = await call({ method: 'POST', url: 'usuarios/', payload: userBody(body) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const snapshot = async () => ({
  usuarios: await t.database.db.select().from(usuarios).orderBy(usuarios.id),
  audit: (await t.audit()).filter((r) => r.resource !== 'auth').length,
});

// First, while the database holds only the seed.
describe('demo data (server/seed/demo.ts)', () => {
  it('spreads realistic staff over plants, departments, roles, states and licence states, with a consistent ledger', async () => {
    const db = t.database.db;
    const staff = await db.select().from(usuarios).where(eq(usuarios.plataforma, false));
    expect(staff.length).toBe(DEMO_STAFF + 1);
    const seeded = staff.filter((u) => u.no_worker);
    expect(seeded.length).toBe(DEMO_STAFF);
    expect(new Set(seeded.map((u) => u.planta)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((u) => u.department)).size).toBe(10);
    expect(new Set(seeded.map((u) => u.status))).toEqual(new Set([0, 1]));
    expect(new Set(staff.map((u) => u.role))).toEqual(new Set([0, 1]));
    for (const u of staff.filter((s) => s.no_worker)) {
      expect(u.telephone).toMatch(/^\d{10}$/);
      expect(u.postal_code).toMatch(/^\d{5}$/);
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+\d*@flotilla\.mx$/);
    }
    const today = new Date().toISOString().slice(0, 10);
    for (const u of staff.filter((s) => s.licencia_status === 3)) expect(u.vencimiento! >= today).toBe(true);
    for (const u of staff.filter((s) => s.licencia_status === 4)) expect(u.vencimiento! < today).toBe(true);
    for (const u of staff) expect(u.licencia === null).toBe(u.licencia_status === null);
    const sums = await db.execute<{ usuario: number; total: number; last: number }>(
      sql`SELECT usuario, sum(delta)::int AS total, (array_agg(balance ORDER BY id DESC))[1] AS last FROM ${puntos_ledger} GROUP BY usuario`,
    );
    expect(sums.rows.length).toBeGreaterThan(100);
    const puntos = new Map(staff.map((u) => [u.id, u.puntos]));
    for (const row of sums.rows) expect([row.usuario, row.total, row.last]).toEqual([row.usuario, puntos.get(row.usuario), puntos.get(row.usuario)]);
  });

  it('keeps the four demo accounts as they were', async () => {
    const rows = await t.database.db.select().from(usuarios).where(sql`email LIKE '%@flotilla.mx' AND no_worker = ''`);
    expect(rows.map((u) => [u.email, u.groups, u.plataforma]).sort()).toEqual([
      ['admin@flotilla.mx', ['Administrador'], true],
      ['c4@flotilla.mx', ['C4'], true],
      ['conductor@flotilla.mx', [], false],
      ['rh@flotilla.mx', ['HHRR Administrador'], true],
    ]);
  });
});

describe('usuarios/: list, show, filters', () => {
  it('lists the demo staff with the record of docs/API.md, never a password or token version', async () => {
    const res = await c4({ url: 'usuarios/?limit=1000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(DEMO_STAFF + 4);
    for (const user of body.results) expect(Object.keys(user).sort()).toEqual(RECORD_FIELDS);
    const withFiles = body.results.find((u: { imagen: string | null }) => u.imagen);
    expect(withFiles.imagen).toBe(`/api/usuarios/${withFiles.id}/imagen/`);
    expect(body.results.some((u: { licencia: string | null }) => u.licencia === null)).toBe(true);
  });

  it('shows a record', async () => {
    const created = await create({ postal_code: '01000' });
    const res = await c4({ url: `usuarios/${created.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect((await c4({ url: 'usuarios/999999/' })).statusCode).toBe(404);
  });

  it('filters by department, plant, role, status, licence status, platform flag and dates', async () => {
    const db = t.database.db;
    const count = async (where: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM usuarios WHERE ${where}`)).rows[0].n);
    const [dept] = await db.select().from(departamentos).limit(1);
    const [plant] = await db.select().from(plantas).where(eq(plantas.code, 'MTY-N'));
    const q = async (payload: Record<string, unknown>) => (await c4({ method: 'POST', url: 'usuarios/q/?limit=1', payload })).json().count;
    expect(await q({ department: dept.id })).toBe(await count(sql`department = ${dept.id}`));
    expect(await q({ planta: plant.id, role: 1 })).toBe(await count(sql`planta = ${plant.id} AND role = 1`));
    expect(await q({ status: 0 })).toBe(await count(sql`status = 0`));
    expect(await q({ status: 0 })).toBeGreaterThan(0);
    for (const state of [0, 1, 2, 3, 4]) {
      const n = await q({ licencia_status: state });
      expect([state, n]).toEqual([state, await count(sql`licencia_status = ${state}`)]);
      expect(n).toBeGreaterThan(0);
    }
    expect(await q({ licencia_status__in: [3, 4] })).toBe(await count(sql`licencia_status IN (3, 4)`));
    expect(await q({ plataforma: true })).toBe(3);
    expect((await c4({ url: 'usuarios/?plataforma=true&limit=1' })).json().count).toBe(3);
    expect(await q({ created_at__gte: new Date(Date.now() + 86_400_000).toISOString() })).toBe(0);
    expect(await q({ vencimiento__gte: '2027-01-01', vencimiento__lte: '2027-12-31' })).toBe(await count(sql`vencimiento BETWEEN '2027-01-01' AND '2027-12-31'`));
    expect((await c4({ method: 'POST', url: 'usuarios/q/', payload: { password: 'x' } })).json()).toEqual({ password: ['Campo desconocido.'] });
  });

  it('searches name, last name, email, employee number and telephone without case or accents', async () => {
    const user = await create({ name: 'Zuriñe', last_name: 'Ñandú Ébano', no_worker: '990011', telephone: '4421239876' });
    const search = async (term: string) => (await c4({ method: 'POST', url: 'usuarios/q/', payload: { search: term } })).json().results.map((u: { id: number }) => u.id);
    // The email's local part carries a random tail (usersHelpers), so no other user shares it.
    for (const term of ['zurine', 'NANDU EBANO', 'ñandú', user.email.split('@')[0].toUpperCase(), '990011', '4421239876']) expect([term, await search(term)]).toEqual([term, [user.id]]);
  });

  it('sorts by every column of the list, both ways', async () => {
    // department and planta sort by the referenced record's name: test/server/kit/references.test.ts.
    const fields = ['name', 'last_name', 'email', 'telephone', 'role', 'status', 'no_worker', 'plataforma', 'puntos', 'licencia_status', 'vencimiento', 'created_at', 'updated_at', 'last_login'];
    const spanish = new Intl.Collator('es-MX').compare;
    for (const field of fields) {
      for (const ordering of [field, `-${field}`]) {
        const res = await c4({ url: `usuarios/?ordering=${ordering}&limit=1000` });
        expect([ordering, res.statusCode]).toEqual([ordering, 200]);
        const values = res.json().results.map((r: Record<string, unknown>) => r[field]);
        const sorted = [...values].sort((a, b) =>
          a === b ? 0 : a === null ? 1 : b === null ? -1 : typeof a === 'string' && typeof b === 'string' ? spanish(a, b) : a < b ? -1 : 1,
        );
        expect([ordering, values]).toEqual([ordering, ordering.startsWith('-') ? sorted.reverse() : sorted]);
      }
    }
    expect((await c4({ url: 'usuarios/?ordering=password' })).json()).toEqual({ ordering: ['Elija una opción válida.'] });
  });
});

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

describe('usuarios/exportar/', () => {
  async function sheet(res: { rawPayload: Buffer }) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('GET takes the list filters as query parameters and labels everything in the caller language', async () => {
    const res = await c4({ url: 'usuarios/exportar/?role=1&licencia_status=3&ordering=name&tz=America/Mexico_City' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="usuarios-\d{8}-\d{4}\.xlsx"$/);
    const [header, ...rows] = await sheet(res);
    const fields = ['id', 'no_worker', 'name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'state', 'city', 'address', 'postal_code', 'plataforma', 'puntos', 'vencimiento', 'licencia_status', 'created_at'];
    expect(header).toEqual(fields.map((f) => fieldLabel('es', 'usuarios', f)));
    const expected = await t.database.db.select().from(usuarios).where(sql`role = 1 AND licencia_status = 3`);
    expect(rows.length).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(0);
    const first = expected.find((u) => u.id === rows[0][0])!;
    const [dept] = await t.database.db.select().from(departamentos).where(eq(departamentos.id, first.department!));
    expect(rows[0].slice(6, 10)).toEqual([dept.name, expect.any(String), 'Conductor', first.status ? 'Activo' : 'Inactivo']);
    expect(rows[0][14]).toBe('No');
    expect(rows[0][16]).toEqual(new Date(`${first.vencimiento}T00:00:00Z`)); // a date cell, shown dd-mm-yyyy
    expect(rows[0][17]).toBe('Por vencer');
    expect(JSON.stringify(rows)).not.toMatch(/argon2/);
  });

  it('writes CSV in English', async () => {
    const res = await c4({ url: 'usuarios/exportar/?format=csv&plataforma=true&ordering=email', lang: 'en' });
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('admin@flotilla.mx');
    expect(lines[1]).toContain(',Yes,');
    expect(lines[1]).toContain('Passenger');
  });

  it('refuses unknown query filters', async () => {
    expect((await c4({ url: 'usuarios/exportar/?password=x' })).json()).toEqual({ password: ['Campo desconocido.'] });
  });
});

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

it('no answer of this file carried a password or token version', () => {
  // caller() checks every answer; this pins that the check itself works.
  expect(() => expectNoSecrets({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"password":"x"}' } as never)).toThrow();
});
