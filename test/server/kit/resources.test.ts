import { eq } from 'drizzle-orm';
import { audit_log, departamentos, plantas, usuarios } from '../../../server/db/schema';
import { createTestApp, type Call, type TestApp } from '../support/harness';

/**
 * SPEC §7 generic calls and DOMAIN §4 / docs/API.md "Generic resource calls", through the two
 * foundation resources. `ro` is only read, so list answers can be pinned to the demo seed;
 * `t` takes the writes.
 */
let ro: TestApp;
let t: TestApp;
let roToken: string;
let token: string;
beforeAll(async () => {
  [ro, t] = await Promise.all([createTestApp(), createTestApp()]);
  [roToken, token] = await Promise.all([ro.token('admin@flotilla.mx'), t.token('rh@flotilla.mx')]);
});
afterAll(() => Promise.all([ro.close(), t.close()]));

const read = (call: Call) => ro.call({ token: roToken, ...call });
const api = (call: Call) => t.call({ token, ...call });
const q = (payload: unknown, query = '', lang?: string) => read({ method: 'POST', url: `plantas/q/${query}`, payload: payload as object, lang });
const codes = (body: { results: { code: string }[] }) => body.results.map((r) => r.code);

/** The seeded plants, ordered as PostgreSQL's C collation orders names (by code point, like JS sort). */
let seeded: (typeof plantas.$inferSelect)[];
beforeAll(async () => {
  seeded = (await ro.database.db.select().from(plantas)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
});

/** Everything a refused call could have touched, to show it changed nothing. */
const snapshot = async (app: TestApp) => ({
  plantas: await app.database.db.select().from(plantas).orderBy(plantas.id),
  departamentos: await app.database.db.select().from(departamentos).orderBy(departamentos.id),
  audit: await app.count(audit_log),
});

let serial = 0;
/** A new plant of the write app, with a unique code. */
async function newPlant(extra: Record<string, unknown> = {}) {
  const res = await api({ method: 'POST', url: 'plantas/', payload: { name: `Planta prueba ${++serial}`, code: `T${serial}`, ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json() as typeof plantas.$inferSelect & { created_at: string; updated_at: string };
}

describe('list: GET {base} and POST {base}q/', () => {
  it('answers {count, next, previous, results} with page 1 and limit 25 by default', async () => {
    const res = await read({ url: 'plantas/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['count', 'count_exact', 'next', 'previous', 'next_after', 'results']);
    expect(body).toMatchObject({ count: 14, next: null, previous: null });
    expect(codes(body)).toEqual(seeded.map((p) => p.code));
  });

  it('serves records with the fields of docs/API.md', async () => {
    const [plant] = (await read({ url: 'plantas/?limit=1' })).json().results;
    expect(Object.keys(plant).sort()).toEqual(
      ['address', 'city', 'code', 'created_at', 'id', 'latitude', 'longitude', 'name', 'postal_code', 'state', 'status', 'updated_at'].sort(),
    );
    expect(plant.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const [dept] = (await read({ url: 'departamentos/?limit=1' })).json().results;
    expect(Object.keys(dept).sort()).toEqual(['code', 'created_at', 'description', 'id', 'name', 'planta', 'status', 'updated_at']);
  });

  it('pages with page and limit; next and previous are page numbers or null', async () => {
    const second = (await read({ url: 'plantas/?page=2&limit=5' })).json();
    expect(second).toMatchObject({ count: 14, next: 3, previous: 1 });
    expect(codes(second)).toEqual(seeded.slice(5, 10).map((p) => p.code));
    const last = (await read({ url: 'plantas/?page=3&limit=5' })).json();
    expect(last).toMatchObject({ count: 14, next: null, previous: 2 });
    expect(last.results).toHaveLength(4);
    const beyond = (await read({ url: 'plantas/?page=9&limit=5' })).json();
    expect(beyond).toMatchObject({ count: 14, next: null, results: [] });
    expect((await read({ url: 'plantas/?limit=1000' })).json().results).toHaveLength(14);
    expect((await read({ url: 'plantas/?limit=1' })).json()).toMatchObject({ next: 2, previous: null });
  });

  it('pages the q/ list from the query string', async () => {
    const body = (await q({ status: 1 }, '?page=2&limit=10')).json();
    expect(body).toMatchObject({ count: 13, next: null, previous: 1 });
    expect(body.results).toHaveLength(3);
  });

  it.each([
    ['page=0', { page: ['Asegúrese de que este valor sea mayor o igual a 1.'] }],
    ['page=-1', { page: ['Asegúrese de que este valor sea mayor o igual a 1.'] }],
    ['page=abc', { page: ['Ingrese un número entero válido.'] }],
    ['page=1.5', { page: ['Ingrese un número entero válido.'] }],
    ['limit=0', { limit: ['Asegúrese de que este valor sea mayor o igual a 1.'] }],
    ['limit=1001', { limit: ['Asegúrese de que este valor sea menor o igual a 1000.'] }],
    ['limit=x&page=0', { limit: ['Ingrese un número entero válido.'], page: ['Asegúrese de que este valor sea mayor o igual a 1.'] }],
  ])('refuses %s with a field error', async (query, errors) => {
    const res = await read({ url: `plantas/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect((await q({}, `?${query}`)).json()).toEqual(errors);
  });

  it('answers paging errors in English on request', async () => {
    expect((await read({ url: 'plantas/?limit=5000', lang: 'en' })).json()).toEqual({ limit: ['Ensure this value is less than or equal to 1000.'] });
  });

  it('orders ascending or descending by an allowed field, as a query parameter or in the body', async () => {
    const byName = seeded.map((p) => p.code);
    expect(codes((await read({ url: 'plantas/?ordering=-name' })).json())).toEqual([...byName].reverse());
    const byCode = [...seeded].sort((a, b) => (a.code < b.code ? -1 : 1)).map((p) => p.code);
    expect(codes((await read({ url: 'plantas/?ordering=code' })).json())).toEqual(byCode);
    expect(codes((await q({ ordering: '-code' })).json())).toEqual([...byCode].reverse());
    const byId = [...seeded].sort((a, b) => a.id - b.id).map((p) => p.code);
    expect(codes((await q({ ordering: 'id', status: [0, 1] })).json())).toEqual(byId);
  });

  it.each([
    ['plantas', ['name', 'code', 'address', 'city', 'state', 'postal_code', 'status', 'created_at', 'updated_at']],
    // planta sorts by the plant's name: test/server/kit/references.test.ts.
    ['departamentos', ['name', 'code', 'description', 'status', 'created_at', 'updated_at']],
  ])('%s sorts by every column of its list screen, both ways', async (base, fields) => {
    for (const field of fields) {
      for (const ordering of [field, `-${field}`]) {
        const res = await read({ url: `${base}/?ordering=${ordering}&limit=1000` });
        expect([ordering, res.statusCode]).toEqual([ordering, 200]);
        const values = res.json().results.map((r: Record<string, unknown>) => r[field]);
        // Text sorts in Spanish order (the database's ICU es-MX collation), as Intl does.
        const spanish = new Intl.Collator('es-MX').compare;
        const sorted = [...values].sort((a, b) =>
          a === b ? 0 : a === null ? 1 : b === null ? -1 : typeof a === 'string' && typeof b === 'string' ? spanish(a, b) : a < b ? -1 : 1,
        );
        expect([ordering, values]).toEqual([ordering, ordering.startsWith('-') ? sorted.reverse() : sorted]);
      }
    }
  });

  it('breaks ties by id so that pages never repeat or skip rows', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => read({ url: `plantas/?ordering=status&limit=3&page=${page}` })));
    const ids = pages.flatMap((p) => p.json().results.map((r: { id: number }) => r.id));
    expect(new Set(ids).size).toBe(14);
  });

  it.each([['bogus'], ['-password'], ['constructor'], ['latitude']])('refuses ordering=%s with 400', async (ordering) => {
    const res = await read({ url: `plantas/?ordering=${ordering}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ordering: ['Elija una opción válida.'] });
    expect((await q({ ordering })).statusCode).toBe(400);
  });

  it('filters by exact value, list ("any of"), __in and ranges', async () => {
    expect(codes((await q({ status: 0 })).json())).toEqual(['PUE']);
    expect((await q({ status: [0, 1] })).json().count).toBe(14);
    expect(codes((await q({ state: 'Coahuila' })).json()).sort()).toEqual(['RAM', 'SAL']);
    expect(codes((await q({ code__in: ['QRO', 'SAL', 'NOPE'] })).json()).sort()).toEqual(['QRO', 'SAL']);
    expect(codes((await q({ code__in: 'QRO,SAL' })).json()).sort()).toEqual(['QRO', 'SAL']);
    const ids = [...seeded].map((p) => p.id).sort((a, b) => a - b);
    expect((await q({ id__gte: ids[3], id__lte: ids[6] })).json().count).toBe(4);
    expect((await q({ id__gte: String(ids[12]) })).json().count).toBe(2);
    expect((await q({ created_at__gte: new Date(Date.now() + 86_400_000).toISOString() })).json().count).toBe(0);
    expect((await q({ created_at__lte: new Date(Date.now() + 86_400_000).toISOString() })).json().count).toBe(14);
    expect(codes((await q({ state: 'Querétaro', city: 'El Marqués' })).json())).toEqual(['MRQ']);
  });

  it('filters text fields by a part of their value with __contains, ignoring case and accents', async () => {
    expect(codes((await q({ city__contains: 'nicolas' })).json())).toEqual(['MTY-N']);
    expect(codes((await q({ state__contains: 'QUERE' })).json()).sort()).toEqual(['MRQ', 'QRO']);
    expect(codes((await q({ state__contains: 'león', city__contains: 'apo' })).json())).toEqual(['APO']);
    expect(codes((await q({ city__contains: '50%' })).json())).toEqual([]);
    expect((await q({ status__contains: '1' })).json()).toEqual({ status__contains: ['Campo desconocido.'] });
    expect((await q({ city__contains: 5 })).statusCode).toBe(400);
  });

  it('ignores empty filter values', async () => {
    expect((await q({ status: '', city: null, search: '', state: [], ordering: '' })).json().count).toBe(14);
  });

  it('filters with query parameters on GET too', async () => {
    expect(codes((await read({ url: 'plantas/?status=0' })).json())).toEqual(['PUE']);
    expect(codes((await read({ url: 'plantas/?state=Coahuila&ordering=-code' })).json())).toEqual(['SAL', 'RAM']);
    expect(codes((await read({ url: 'plantas/?code=QRO&code=SAL&ordering=code' })).json())).toEqual(['QRO', 'SAL']);
    expect(codes((await read({ url: 'plantas/?code__in=QRO,SAL&ordering=-code' })).json())).toEqual(['SAL', 'QRO']);
    expect((await read({ url: 'plantas/?bogus=1' })).statusCode).toBe(400);
    expect((await read({ url: 'plantas/?status=x' })).json()).toEqual({ status: ['Ingrese un número entero válido.'] });
  });

  it('searches case- and accent-insensitively over the search fields', async () => {
    const search = async (term: string) => codes((await q({ search: term })).json()).sort();
    expect(await search('queretaro')).toEqual(['MRQ', 'QRO']);
    expect(await search('QUERÉTARO')).toEqual(['MRQ', 'QRO']);
    expect(await search('leon')).toEqual(['APO', 'LEO', 'MTY-N', 'MTY-S']);
    expect(await search('mty-')).toEqual(['MTY-N', 'MTY-S']);
    expect(await search('  cdmx ')).toEqual(['CDMX']);
    // LIKE wildcards are plain characters.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Only the declared fields: the address is not searched.
    expect(await search('Tollocan')).toEqual([]);
    const depts = (await read({ method: 'POST', url: 'departamentos/q/', payload: { search: 'TESORERIA' } })).json();
    expect(codes(depts)).toEqual(['FIN']);
  });

  it('combines search with filters', async () => {
    expect(codes((await q({ search: 'planta', state: 'Querétaro', status: 1 })).json()).sort()).toEqual(['MRQ', 'QRO']);
  });

  it.each([
    [{ bogus: 1 }, { bogus: ['Campo desconocido.'] }],
    [{ name: 'Planta Silao' }, { name: ['Campo desconocido.'] }],
    [{ status__between: 1 }, { status__between: ['Campo desconocido.'] }],
    [{ status__gte__x: 1 }, { status__gte__x: ['Campo desconocido.'] }],
    [{ constructor: 1 }, { constructor: ['Campo desconocido.'] }],
    [{ toString: 'x' }, { toString: ['Campo desconocido.'] }],
    [{ page: 2 }, { page: ['Campo desconocido.'] }],
    [{ status: 'abc' }, { status: ['Ingrese un número entero válido.'] }],
    [{ status: 1.5 }, { status: ['Ingrese un número entero válido.'] }],
    [{ status: true }, { status: ['Ingrese un número entero válido.'] }],
    [{ status: [1, 'x'] }, { status: ['Ingrese un número entero válido.'] }],
    [{ status: { gte: 1 } }, { status: ['Ingrese un número entero válido.'] }],
    [{ id__gte: 'x' }, { id__gte: ['Ingrese un número entero válido.'] }],
    [{ city: { a: 1 } }, { city: ['Ingrese un texto válido.'] }],
    [{ created_at__gte: 'yesterday' }, { created_at__gte: ['Ingrese una fecha válida.'] }],
    [{ search: 5 }, { search: ['Ingrese un texto válido.'] }],
    [{ ordering: 5 }, { ordering: ['Elija una opción válida.'] }],
    [{ bogus: 1, status: 'x' }, { bogus: ['Campo desconocido.'], status: ['Ingrese un número entero válido.'] }],
  ])('refuses %j with 400 field errors', async (payload, errors) => {
    const res = await q(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('answers filter errors in English on request', async () => {
    expect((await q({ bogus: 1, status: 'x' }, '', 'en')).json()).toEqual({ bogus: ['Unknown field.'], status: ['Enter a valid whole number.'] });
  });

  it.each([[[1, 2]], ['text']])('refuses a body that is not an object (%j) with 400 invalid', async (payload) => {
    const res = await read({ method: 'POST', url: 'plantas/q/', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
  });

  it('refuses a body over 1 MB with 413 payload_too_large', async () => {
    const res = await q({ search: 'x'.repeat(1_100_000) }, '', 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', detail: 'The file or request is too large.' });
  });

  it('lists departments by plant', async () => {
    const plant = seeded.find((p) => p.code === 'MTY-N')!;
    const body = (await read({ method: 'POST', url: 'departamentos/q/', payload: { planta: plant.id } })).json();
    expect(body.count).toBe(1);
    expect(body.results[0].planta).toBe(plant.id);
  });
});

describe('show: GET {base}{id}/', () => {
  it('answers the record', async () => {
    const plant = seeded[0];
    const res = await read({ url: `plantas/${plant.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: plant.id, code: plant.code, name: plant.name, latitude: plant.latitude });
  });

  it.each([['999999'], ['abc'], ['0'], ['-1'], ['1.5'], ['99999999999'], ['1e3']])('answers 404 not_found for id %s', async (id) => {
    const res = await read({ url: `plantas/${id}/` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', detail: 'No se encontró el elemento.' });
  });

  it('answers 404 in English for an unknown API path', async () => {
    const res = await read({ url: 'nothing-here/', lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', detail: 'The item was not found.' });
  });
});

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
