import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { departamentos, plantas, puntos_ledger, usuarios } from '../../../server/db/schema';
import { fieldLabel } from '../../../server/kit/labels';
import { DEMO_STAFF } from '../../../server/seed/demo';
import { roleTestApp } from '../support/roleApp';
import { expectNoSecrets, RECORD_FIELDS, usersCalls } from './usersHelpers';

/**
 * docs/API.md "Users": the demo staff, and the usuarios/ list, record, filters, search, ordering
 * and export on the shared machinery. Create and edit: usersEdits.test.ts; DOMAIN §1 roles,
 * usuarios/plataforma/ and quitar_permisos: usersRoles.test.ts.
 */
const { t, tokens } = roleTestApp();

const { c4, create } = usersCalls(() => t, () => tokens);

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

it('no answer of this file carried a password or token version', () => {
  // caller() checks every answer; this pins that the check itself works.
  expect(() => expectNoSecrets({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"password":"x"}' } as never)).toThrow();
});
