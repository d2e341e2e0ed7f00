import { plantas } from '../../../server/db/schema';
import { createTestApp, type Call, type TestApp } from '../support/harness';

/**
 * SPEC §7 generic calls and DOMAIN §4 / docs/API.md "Generic resource calls", through the two
 * foundation resources: list and show. `ro` is only read, so list answers can be pinned to the
 * demo seed. Create and edit: resourcesWrites.test.ts; delete and bulk calls: resourcesDelete.test.ts.
 */
let ro: TestApp;
let roToken: string;
beforeAll(async () => {
  ro = await createTestApp();
  roToken = await ro.token('admin@flotilla.mx');
});
afterAll(() => ro.close());

const read = (call: Call) => ro.call({ token: roToken, ...call });
const q = (payload: unknown, query = '', lang?: string) => read({ method: 'POST', url: `plantas/q/${query}`, payload: payload as object, lang });
const codes = (body: { results: { code: string }[] }) => body.results.map((r) => r.code);

/** The seeded plants, ordered as PostgreSQL's C collation orders names (by code point, like JS sort). */
let seeded: (typeof plantas.$inferSelect)[];
beforeAll(async () => {
  seeded = (await ro.database.db.select().from(plantas)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
});

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
