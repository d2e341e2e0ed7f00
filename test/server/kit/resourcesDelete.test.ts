import { departamentos } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { plantWrites, snapshot } from './resourcesHelpers';

/** SPEC §7 generic calls and docs/API.md "Generic resource calls" on the foundation resources: delete, multiple_delete and change_multiple_status. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('rh@flotilla.mx');
});
afterAll(() => t.close());

const { api, newPlant } = plantWrites(() => t, () => token);

describe('delete: DELETE {base}{id}/', () => {
  it('answers 204, then 404, and writes an audit row with the removed record', async () => {
    const plant = await newPlant();
    const res = await api({ method: 'DELETE', url: `plantas/${plant.id}/` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api({ url: `plantas/${plant.id}/` })).statusCode).toBe(404);
    const [row] = await t.audit();
    expect(row).toMatchObject({ resource: 'plantas', action: 'delete', record_id: String(plant.id), changes: { code: plant.code, name: plant.name } });
    const again = await api({ method: 'DELETE', url: `plantas/${plant.id}/` });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown or non-numeric id and changes nothing', async () => {
    const before = await snapshot(t);
    expect((await api({ method: 'DELETE', url: 'plantas/999999/' })).statusCode).toBe(404);
    expect((await api({ method: 'DELETE', url: 'plantas/abc/' })).statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses to delete a plant its departments point to, and deletes it once they no longer do', async () => {
    const plant = await newPlant();
    const dept = (await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Depto. de prueba', code: 'DPT1', planta: plant.id } })).json();
    expect(dept.planta).toBe(plant.id);
    const before = await snapshot(t);
    const refused = await api({ method: 'DELETE', url: `plantas/${plant.id}/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'La planta está en uso por 1 departamento.', code: 'in_use', usage: { departamentos: 1 } });
    expect((await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [plant.id] } })).statusCode).toBe(409);
    expect(await snapshot(t)).toEqual(before);

    expect((await api({ method: 'PATCH', url: `departamentos/${dept.id}/`, payload: { planta: null } })).statusCode).toBe(200);
    expect((await api({ method: 'DELETE', url: `plantas/${plant.id}/` })).statusCode).toBe(204);
  });
});

describe('bulk: multiple_delete/ and change_multiple_status/', () => {
  it('multiple_delete removes every listed record and writes one audit row each', async () => {
    const a = await newPlant();
    const b = await newPlant();
    const res = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [a.id, b.id, a.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await api({ url: `plantas/${a.id}/` })).statusCode).toBe(404);
    expect((await api({ url: `plantas/${b.id}/` })).statusCode).toBe(404);
    const rows = (await t.audit()).slice(0, 2);
    expect(rows.map((r) => [r.action, r.record_id]).sort()).toEqual([['delete', String(a.id)], ['delete', String(b.id)]].sort());
  });

  it.each([
    [{ ids: [] }, { ids: ['Seleccione al menos un registro.'] }],
    [{}, { ids: ['El campo no puede estar vacío.'] }],
    [{ ids: 'all' }, { ids: ['Ingrese una lista.'] }],
    [{ ids: ['a'] }, { ids: ['Ingrese un número válido.'] }],
    [{ ids: ['a', 'b', 3, 0] }, { ids: ['Ingrese un número válido.', 'Asegúrese de que este valor sea mayor que 0.'] }],
    [{ ids: [1.5] }, { ids: ['Ingrese un número entero válido.'] }],
    [{ ids: [1], force: true }, { force: ['Campo desconocido.'] }],
  ])('multiple_delete refuses %j and deletes nothing', async (payload, errors) => {
    await newPlant();
    const before = await snapshot(t);
    const res = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);
  });

  it('multiple_delete with one unknown id refuses the whole call, naming it', async () => {
    const a = await newPlant();
    const before = await snapshot(t);
    const res = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [a.id, 999999] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ids: ['Algunos registros no existen: 999999.'] });
    expect(await snapshot(t)).toEqual(before);
    expect((await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [999998] }, lang: 'en' })).json()).toEqual({
      ids: ['Some records do not exist: 999998.'],
    });
  });

  it('change_multiple_status sets the status of every listed record and audits each change', async () => {
    const a = await newPlant();
    const b = await newPlant({ status: 0 });
    const res = await api({ method: 'POST', url: 'plantas/change_multiple_status/', payload: { ids: [a.id, b.id], status: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const p of [a, b]) {
      const now = (await api({ url: `plantas/${p.id}/` })).json();
      expect(now.status).toBe(0);
    }
    expect(Date.parse((await api({ url: `plantas/${a.id}/` })).json().updated_at)).toBeGreaterThan(Date.parse(a.updated_at));
    const rows = (await t.audit()).slice(0, 2).sort((x, y) => Number(x.record_id) - Number(y.record_id));
    expect(rows).toMatchObject([
      { resource: 'plantas', action: 'status', record_id: String(a.id), changes: { status: [1, 0] } },
      { resource: 'plantas', action: 'status', record_id: String(b.id), changes: { status: [0, 0] } },
    ]);
    const back = await api({ method: 'POST', url: 'departamentos/change_multiple_status/', payload: { ids: [(await t.database.db.select().from(departamentos).limit(1))[0].id], status: 0 } });
    expect(back.json()).toEqual({ updated: 1 });
  });

  it.each([
    [{ status: 2 }, { status: ['Elija una opción válida.'] }],
    [{ status: -1 }, { status: ['Elija una opción válida.'] }],
    [{ status: '0' }, { status: ['Ingrese un número válido.'] }],
    [{ status: null }, { status: ['El campo no puede estar vacío.'] }],
    [{ status: 0, ids: [] }, { ids: ['Seleccione al menos un registro.'] }],
    [{ status: 0, ids: ['x'] }, { ids: ['Ingrese un número válido.'] }],
    [{ status: 0, ids: 'unknown' }, { ids: ['Algunos registros no existen: 999999.'] }],
  ])('change_multiple_status refuses %j and changes nothing', async (payload, errors) => {
    const a = await newPlant();
    const before = await snapshot(t);
    const body = { ids: [a.id], ...payload } as Record<string, unknown>;
    if (body.ids === 'unknown') body.ids = [a.id, 999999];
    const res = await api({ method: 'POST', url: 'plantas/change_multiple_status/', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);
  });
});
