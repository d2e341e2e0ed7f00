import { eq } from 'drizzle-orm';
import { departamentos, usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { plantWrites, snapshot } from './resourcesHelpers';

/** SPEC §7 generic calls and docs/API.md "Generic resource calls" on the foundation resources: create, PUT and PATCH, and a department's plant. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('rh@flotilla.mx');
});
afterAll(() => t.close());

const { api, newPlant } = plantWrites(() => t, () => token);
let serial = 0;

describe('create: POST {base}', () => {
  it('answers 201 with the stored record and its defaults, and writes an audit row', async () => {
    const res = await api({ method: 'POST', url: 'plantas/', payload: { name: '  Planta Mérida ', code: 'MID' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Planta Mérida', code: 'MID', address: '', city: '', state: '', postal_code: '', latitude: null, longitude: null, status: 1 });
    expect(body.id).toEqual(expect.any(Number));
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000);
    expect((await api({ url: `plantas/${body.id}/` })).json()).toEqual(body);

    const [row] = await t.audit();
    const [rh] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'rh@flotilla.mx'));
    expect(row).toMatchObject({ resource: 'plantas', action: 'create', record_id: String(body.id), user_id: rh.id, changes: { name: 'Planta Mérida', code: 'MID', status: 1 } });
  });

  it('stores every writable field', async () => {
    const payload = { name: 'Planta Mexicali', code: 'MXL', address: 'Calz. Héctor Terán 100', city: 'Mexicali', state: 'Baja California', postal_code: '21395', latitude: 32.62, longitude: -115.45, status: 0 };
    const res = await api({ method: 'POST', url: 'plantas/', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(payload);
  });

  it('ignores the read-only fields id, created_at and updated_at', async () => {
    const res = await api({ method: 'POST', url: 'plantas/', payload: { id: 424242, created_at: '2001-01-01T00:00:00Z', updated_at: '2001-01-01T00:00:00Z', name: 'Planta Tijuana', code: 'TIJ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(424242);
    expect(res.json().created_at.startsWith('2001')).toBe(false);
  });

  it.each([
    ['no fields', {}, { name: ['El campo no puede estar vacío.'], code: ['El campo no puede estar vacío.'] }],
    ['blank fields', { name: '   ', code: '' }, { name: ['El campo no puede estar vacío.'], code: ['El campo no puede estar vacío.'] }],
    ['null name', { name: null, code: 'X1' }, { name: ['El campo no puede estar vacío.'] }],
    ['a name too long', { name: 'x'.repeat(121), code: 'X1' }, { name: ['Asegúrese de que este campo no tenga más de 120 caracteres.'] }],
    ['a code too long', { name: 'Planta', code: 'C'.repeat(21) }, { code: ['Asegúrese de que este campo no tenga más de 20 caracteres.'] }],
    ['an unknown field', { name: 'Planta', code: 'X1', color: 'red' }, { color: ['Campo desconocido.'] }],
    ['prototype keys', { name: 'Planta', code: 'X1', constructor: 1, toString: 'x' }, { constructor: ['Campo desconocido.'], toString: ['Campo desconocido.'] }],
    ['a name of the wrong type', { name: 5, code: 'X1' }, { name: ['Ingrese un texto válido.'] }],
    ['a status of the wrong type', { name: 'Planta', code: 'X1', status: 'activo' }, { status: ['Ingrese un número válido.'] }],
    ['a fractional status', { name: 'Planta', code: 'X1', status: 0.5 }, { status: ['Ingrese un número entero válido.'] }],
    ['a status out of DOMAIN §2', { name: 'Planta', code: 'X1', status: 2 }, { status: ['Elija una opción válida.'] }],
    ['a postal code with letters', { name: 'Planta', code: 'X1', postal_code: '6a450' }, { postal_code: ['Ingrese solo números.'] }],
    ['a short postal code', { name: 'Planta', code: 'X1', postal_code: '6645' }, { postal_code: ['Se requieren exactamente 5 caracteres.'] }],
    ['a long postal code', { name: 'Planta', code: 'X1', postal_code: '664501' }, { postal_code: ['Se requieren exactamente 5 caracteres.'] }],
    ['a numeric postal code', { name: 'Planta', code: 'X1', postal_code: 66450 }, { postal_code: ['Ingrese un texto válido.'] }],
    ['a latitude out of range', { name: 'Planta', code: 'X1', latitude: 91 }, { latitude: ['Asegúrese de que este valor sea menor o igual a 90.'] }],
    ['a longitude out of range', { name: 'Planta', code: 'X1', longitude: -181 }, { longitude: ['Asegúrese de que este valor sea mayor o igual a -180.'] }],
  ])('refuses %s with field errors and changes nothing', async (_case, payload, errors) => {
    const before = await snapshot(t);
    const res = await api({ method: 'POST', url: 'plantas/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers field errors in English on request', async () => {
    const res = await api({ method: 'POST', url: 'plantas/', payload: { code: 'X'.repeat(21), postal_code: 'abc', extra: 1 }, lang: 'en' });
    expect(res.json()).toEqual({
      name: ['The field cannot be empty.'],
      code: ['Ensure this field has no more than 20 characters.'],
      postal_code: ['Enter only numbers.', 'Exactly 5 characters are required.'],
      extra: ['Unknown field.'],
    });
  });

  it('refuses a duplicate code with a unique field error and changes nothing', async () => {
    const before = await snapshot(t);
    const res = await api({ method: 'POST', url: 'plantas/', payload: { name: 'Otra Querétaro', code: ' QRO ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ['Ya existe un registro con este valor.'] });
    const en = await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Otras finanzas', code: 'FIN' }, lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: ['A record with this value already exists.'] });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([[[{ name: 'x', code: 'y' }]], ['"text"'], ['']])('refuses a body that is not an object (%j) with 400 invalid', async (payload) => {
    const before = await snapshot(t);
    const res = await api({ method: 'POST', url: 'plantas/', payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('edit: PUT and PATCH {base}{id}/', () => {
  it('PUT replaces every writable field and moves updated_at', async () => {
    const plant = await newPlant({ city: 'Antes', postal_code: '11111', latitude: 10 });
    const payload = { name: 'Planta renombrada', code: plant.code, address: 'Calle 1', city: 'Después', state: 'Yucatán', postal_code: '97000', latitude: 20.9, longitude: -89.6, status: 0 };
    const res = await api({ method: 'PUT', url: `plantas/${plant.id}/`, payload });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ...payload, id: plant.id, created_at: plant.created_at });
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse(plant.updated_at));
    expect((await api({ url: `plantas/${plant.id}/` })).json()).toEqual(body);
  });

  it('PUT needs the required fields', async () => {
    const plant = await newPlant();
    const before = await snapshot(t);
    const res = await api({ method: 'PUT', url: `plantas/${plant.id}/`, payload: { city: 'Mérida' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['El campo no puede estar vacío.'], code: ['El campo no puede estar vacío.'] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('PATCH changes only the fields sent and leaves the others as they were', async () => {
    const plant = await newPlant({ city: 'Celaya', state: 'Guanajuato', postal_code: '38010', latitude: 20.5, longitude: -100.8, status: 0 });
    const res = await api({ method: 'PATCH', url: `plantas/${plant.id}/`, payload: { name: 'Planta Celaya' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ ...plant, name: 'Planta Celaya', updated_at: body.updated_at });
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse(plant.updated_at));
  });

  it('PATCH writes an audit row with the changed fields only, before and after', async () => {
    const plant = await newPlant({ city: 'Irapuato' });
    await api({ method: 'PATCH', url: `plantas/${plant.id}/`, payload: { city: 'Irapuato Sur', status: 0, state: '' } });
    const [row] = await t.audit();
    expect(row).toMatchObject({ resource: 'plantas', action: 'update', record_id: String(plant.id), changes: { city: ['Irapuato', 'Irapuato Sur'], status: [1, 0] } });
    expect(Object.keys(row.changes as object).sort()).toEqual(['city', 'status']);
    const [rh] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'rh@flotilla.mx'));
    expect(row.user_id).toBe(rh.id);
  });

  it('takes null for an optional text field as empty, as react-admin sends a cleared input', async () => {
    const created = await api({ method: 'POST', url: 'plantas/', payload: { name: 'Planta nula', code: 'NUL', address: null, city: null, state: null, postal_code: null, latitude: null } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ address: '', city: '', state: '', postal_code: '', latitude: null });
    const plant = await newPlant({ city: 'Orizaba', postal_code: '94300', latitude: 18.8 });
    const res = await api({ method: 'PATCH', url: `plantas/${plant.id}/`, payload: { city: null, postal_code: null, latitude: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: '', postal_code: '', latitude: null, name: plant.name });
    const dept = await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Sin descripción', code: 'SDESC', description: null, planta: null } });
    expect(dept.statusCode).toBe(201);
    expect(dept.json()).toMatchObject({ description: '', planta: null });
    // Required fields still refuse null.
    expect((await api({ method: 'PATCH', url: `plantas/${plant.id}/`, payload: { name: null, status: null } })).json()).toEqual({
      name: ['El campo no puede estar vacío.'],
      status: ['El campo no puede estar vacío.'],
    });
  });

  it('PATCH ignores read-only fields', async () => {
    const plant = await newPlant();
    const res = await api({ method: 'PATCH', url: `plantas/${plant.id}/`, payload: { id: 1, created_at: '2001-01-01T00:00:00Z', city: 'Ok' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: plant.id, created_at: plant.created_at, city: 'Ok' });
  });

  it.each([
    [{ name: '' }, { name: ['El campo no puede estar vacío.'] }],
    [{ postal_code: '1' }, { postal_code: ['Se requieren exactamente 5 caracteres.'] }],
    [{ status: 7 }, { status: ['Elija una opción válida.'] }],
    [{ color: 'red' }, { color: ['Campo desconocido.'] }],
    [{ code: 'QRO' }, { code: ['Ya existe un registro con este valor.'] }],
  ])('PATCH refuses %j and changes nothing', async (payload, errors) => {
    const plant = await newPlant();
    const before = await snapshot(t);
    const res = await api({ method: 'PATCH', url: `plantas/${plant.id}/`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([['PUT'], ['PATCH']] as const)('%s answers 404 for an unknown id', async (method) => {
    const res = await api({ method, url: 'plantas/999999/', payload: { name: 'x', code: 'y' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('departments: planta references a plant', () => {
  it('creates a department with defaults and an optional plant', async () => {
    const res = await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Ventas', code: 'VEN' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Ventas', code: 'VEN', description: '', planta: null, status: 1 });
  });

  it.each([
    [{ planta: 999999 }, { planta: ['El registro relacionado no existe.'] }],
    [{ planta: 'MTY-N' }, { planta: ['Ingrese un número válido.'] }],
    [{ planta: 0 }, { planta: ['Asegúrese de que este valor sea mayor que 0.'] }],
  ])('refuses %j on create and on PATCH, changing nothing', async (extra, errors) => {
    const before = await snapshot(t);
    const res = await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Depto', code: `REF${++serial}`, ...extra } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);

    const [dept] = await t.database.db.select().from(departamentos).limit(1);
    const patched = await api({ method: 'PATCH', url: `departamentos/${dept.id}/`, payload: extra });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);
  });

  it('PATCH on another field keeps a valid plant and PATCH null removes it', async () => {
    const plant = await newPlant();
    const dept = (await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Almacén', code: 'ALM', planta: plant.id, description: 'Bodega' } })).json();
    const renamed = (await api({ method: 'PATCH', url: `departamentos/${dept.id}/`, payload: { name: 'Almacén central' } })).json();
    expect(renamed).toMatchObject({ name: 'Almacén central', planta: plant.id, description: 'Bodega' });
    const cleared = (await api({ method: 'PATCH', url: `departamentos/${dept.id}/`, payload: { planta: null } })).json();
    expect(cleared.planta).toBeNull();
  });
});
