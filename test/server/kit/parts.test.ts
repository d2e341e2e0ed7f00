import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import { accesorios, audit_log, piezas } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';

/**
 * piezas/ and accesorios/ (DOMAIN §5): name unique whatever its case, description, status,
 * `activos/` with the active ones; read by every role, written by admins only (DOMAIN §1).
 */
const { t, tokens } = roleTestApp();

const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params);

describe.each([
  { base: 'piezas', table: piezas, seeded: 12, inactive: ['Motor', 'Tablero'], accented: ['carroceria', 'Carrocería'] },
  { base: 'accesorios', table: accesorios, seeded: 10, inactive: ['Chaleco reflectante'], accented: ['poliza', 'Póliza de seguro'] },
] as const)('$base', ({ base, table, seeded, inactive, accented }) => {
  const admin = (c: Call) => t.call({ token: tokens.admin, lang: 'en', ...c });
  const rows = () => t.database.db.select().from(table).orderBy(asc(table.id));
  const idOf = async (name: string) => (await t.database.db.select({ id: table.id }).from(table).where(eq(table.name, name)))[0].id;

  it('lists the demo records by name, the inactive ones too', async () => {
    const res = await admin({ url: `${base}/?limit=100` });
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    expect(count).toBe(seeded);
    const names = results.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(results.filter((r: { status: number }) => r.status === 0).map((r: { name: string }) => r.name)).toEqual(inactive);
    expect(Object.keys(results[0]).sort()).toEqual(['created_at', 'description', 'id', 'name', 'status', 'updated_at']);
  });

  it('creates, reads, replaces, patches and deletes, each audited', async () => {
    const created = await admin({ method: 'POST', url: `${base}/`, payload: { name: '  Retrovisor interior  ', description: null } });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ name: 'Retrovisor interior', description: '', status: 1 });
    expect((await admin({ url: `${base}/${record.id}/` })).json()).toEqual(record);

    const put = await admin({ method: 'PUT', url: `${base}/${record.id}/`, payload: { name: 'Retrovisor', description: 'Sin estrellar', status: 1 } });
    expect(put.json()).toMatchObject({ id: record.id, name: 'Retrovisor', description: 'Sin estrellar' });
    const patch = await admin({ method: 'PATCH', url: `${base}/${record.id}/`, payload: { status: 0 } });
    expect(patch.json()).toMatchObject({ name: 'Retrovisor', description: 'Sin estrellar', status: 0 });

    expect((await admin({ method: 'DELETE', url: `${base}/${record.id}/` })).statusCode).toBe(204);
    expect((await admin({ url: `${base}/${record.id}/` })).statusCode).toBe(404);
    const audit = (await t.audit()).filter((r) => r.resource === base && r.record_id === String(record.id)).map((r) => r.action);
    expect(audit).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('refuses a name already taken, whatever its case, as a field error', async () => {
    const before = await rows();
    const taken = before[0].name;
    const create = await admin({ method: 'POST', url: `${base}/`, payload: { name: ` ${taken.toUpperCase()} ` } });
    expect([create.statusCode, create.json()]).toEqual([400, { name: [en('validation.unique')] }]);
    const rename = await admin({ method: 'PATCH', url: `${base}/${before[1].id}/`, payload: { name: taken.toLowerCase() } });
    expect([rename.statusCode, rename.json()]).toEqual([400, { name: [en('validation.unique')] }]);
    // Spanish by default.
    const spanish = await t.call({ method: 'POST', url: `${base}/`, token: tokens.admin, payload: { name: taken } });
    expect(spanish.json()).toEqual({ name: [translate('es', 'validation.unique')] });
    expect(await rows()).toEqual(before);
  });

  it('checks every field: required name, lengths, status and unknown fields', async () => {
    const res = await admin({ method: 'POST', url: `${base}/`, payload: { description: 'x'.repeat(501), status: 5, color: 'rojo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [en('validation.required')],
      description: [en('validation.max_length', { count: 500 })],
      status: [en('validation.choice')],
      color: [en('validation.unknown_field')],
    });
    const long = await admin({ method: 'POST', url: `${base}/`, payload: { name: 'x'.repeat(121) } });
    expect(long.json()).toEqual({ name: [en('validation.max_length', { count: 120 })] });
  });

  it('activos/ lists only the active ones, by name and by page', async () => {
    const res = await admin({ url: `${base}/activos/?page=1&limit=100` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const active = (await rows()).filter((r) => r.status === 1);
    expect(body.count).toBe(active.length);
    expect(body.results.map((r: { id: number }) => r.id).sort()).toEqual(active.map((r) => r.id).sort());
    expect(body.results.every((r: { status: number }) => r.status === 1)).toBe(true);

    const second = (await admin({ url: `${base}/activos/?page=2&limit=3` })).json();
    expect(second).toMatchObject({ count: active.length, previous: 1, next: 3 });
    expect(second.results.map((r: { name: string }) => r.name)).toEqual(body.results.slice(3, 6).map((r: { name: string }) => r.name));
    const bad = await admin({ url: `${base}/activos/?limit=0` });
    expect([bad.statusCode, bad.json()]).toEqual([400, { limit: [en('validation.min_value', { count: 1 })] }]);
  });

  it('changes the status of several at once; activos/ follows', async () => {
    const ids = [await idOf(inactive[0]), (await rows()).find((r) => r.status === 1)!.id];
    const res = await admin({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids, status: 0 } });
    expect([res.statusCode, res.json()]).toEqual([200, { updated: 2 }]);
    const now = await t.database.db.select({ status: table.status }).from(table).where(inArray(table.id, ids));
    expect(now.map((r) => r.status)).toEqual([0, 0]);
    const active = (await admin({ url: `${base}/activos/?limit=100` })).json().results.map((r: { id: number }) => r.id);
    expect(active).not.toContain(ids[1]);

    const enable = await admin({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [ids[1]], status: 1 } });
    expect(enable.json()).toEqual({ updated: 1 });
    const missing = await admin({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [999999], status: 1 } });
    expect([missing.statusCode, missing.json()]).toEqual([400, { ids: [en('validation.ids_not_found', { ids: '999999' })] }]);
  });

  it('deletes several at once', async () => {
    const made = await Promise.all(['Uno', 'Dos'].map(async (name) => (await admin({ method: 'POST', url: `${base}/`, payload: { name } })).json().id));
    const res = await admin({ method: 'POST', url: `${base}/multiple_delete/`, payload: { ids: made } });
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await t.database.db.select().from(table).where(inArray(table.id, made))).toEqual([]);
  });

  it('searches name and description without case or accents, filters and sorts', async () => {
    const [term, name] = accented;
    const search = (await admin({ url: `${base}/?search=${term.toUpperCase()}` })).json();
    expect(search.results.map((r: { name: string }) => r.name)).toContain(name);
    const described = (await rows()).find((r) => r.description.length > 8)!;
    const word = described.description.split(' ').find((w) => w.length > 4)!;
    const byDescription = (await admin({ method: 'POST', url: `${base}/q/`, payload: { search: word } })).json();
    expect(byDescription.results.map((r: { id: number }) => r.id)).toContain(described.id);

    const inactiveOnly = (await admin({ method: 'POST', url: `${base}/q/`, payload: { status: 0 } })).json();
    expect(inactiveOnly.results.every((r: { status: number }) => r.status === 0)).toBe(true);
    const sorted = (await admin({ url: `${base}/?ordering=-description&limit=100` })).json().results.map((r: { description: string }) => r.description);
    expect(sorted.length).toBeGreaterThan(2);
    for (const field of ['id', 'name', 'description', 'status', 'created_at', '-updated_at']) {
      expect((await admin({ url: `${base}/?ordering=${field}` })).statusCode).toBe(200);
    }
    const unknown = await admin({ url: `${base}/?ordering=color` });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { ordering: [en('validation.choice')] }]);
  });

  it('exports the filtered rows with labelled columns in the caller\'s language', async () => {
    const csv = await admin({ url: `${base}/exportar/?format=csv` });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,Name,Description,Status,Created');
    const all = await rows();
    expect(lines).toHaveLength(all.length + 1);
    const off = all.find((r) => r.status === 0)!;
    expect(lines.find((l) => l.startsWith(`${off.id},`))).toContain(',Inactive,');

    const xlsx = await t.call({ method: 'POST', url: `${base}/exportar/`, token: tokens.c4, payload: { status: 1 } });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'Nombre', 'Descripción', 'Estatus', base === 'piezas' ? 'Creada' : 'Creado']);
    expect(sheet.actualRowCount - 1).toBe(all.filter((r) => r.status === 1).length);
  });

  it('is read by HR and C4, and written by admins only (DOMAIN §1)', async () => {
    const id = (await rows())[0].id;
    for (const role of ['rh_admin', 'c4'] as const) {
      const token = tokens[role];
      for (const url of [`${base}/`, `${base}/${id}/`, `${base}/activos/`, `${base}/exportar/?format=csv`]) {
        expect([url, (await t.call({ url, token })).statusCode]).toEqual([url, 200]);
      }
      const before = await rows();
      const audits = (await t.audit()).length;
      const writes: Call[] = [
        { method: 'POST', url: `${base}/`, payload: { name: 'Nueva' } },
        { method: 'PUT', url: `${base}/${id}/`, payload: { name: 'Cambio' } },
        { method: 'PATCH', url: `${base}/${id}/`, payload: { status: 0 } },
        { method: 'DELETE', url: `${base}/${id}/` },
        { method: 'POST', url: `${base}/multiple_delete/`, payload: { ids: [id] } },
        { method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [id], status: 0 } },
      ];
      for (const call of writes) {
        const res = await t.call({ token, lang: 'en', ...call });
        expect([role, call.method, call.url, res.statusCode, res.json().code]).toEqual([role, call.method, call.url, 403, 'permission_denied']);
      }
      expect(await rows()).toEqual(before);
      expect((await t.audit()).length).toBe(audits);
    }
    expect(await t.count(audit_log)).toBeGreaterThan(0);
  });
});
