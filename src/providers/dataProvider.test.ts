import { HttpError } from 'react-admin';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { eachSignedInInSpanish } from '../../test/client/providerSession';
import { clearSession } from './session';
import { dataProvider } from './dataProvider';
import { setLocale } from './locale';

/** The data provider's lists (GET, q/, page cursors, counts) and its errors. Records, exports and files: dataProviderRecords.test.ts. */
const list = { count: 42, count_exact: true, next: 2, previous: null, results: [{ id: 1, name: 'Norte' }] };
const pagination = { page: 2, perPage: 10 };
const sort = { field: 'name', order: 'DESC' as const };

eachSignedInInSpanish();

describe('dataProvider: lists', () => {
  it('GETs {base}?page&limit&ordering when every filter is empty, reading count and results', async () => {
    const { calls } = mockFetch(() => json(list));
    const result = await dataProvider.getList('plantas', { pagination, sort, filter: { q: '', status: undefined, city: null, state: [] } });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toBe('/api/plantas/?page=2&limit=10&ordering=-name');
    expect(calls[0].body).toBeUndefined();
    expect(result).toEqual({ data: list.results, total: 42 });
  });

  it('POSTs {base}q/?page&limit with the filters and ordering as body, q becoming search', async () => {
    const { calls } = mockFetch(() => json(list));
    const result = await dataProvider.getList('plantas', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'city', order: 'ASC' },
      filter: { q: 'nor', status: 1, city: '' },
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/plantas/q/?page=1&limit=25');
    expect(calls[0].body).toEqual({ search: 'nor', status: 1, ordering: 'city' });
    expect(result.total).toBe(42);
  });

  it('sends Authorization: Bearer <access> and Accept-Language with the current locale', async () => {
    const { calls } = mockFetch(() => json(list));
    await dataProvider.getList('plantas', { pagination, sort, filter: {} });
    setLocale('en');
    await dataProvider.getOne('plantas', { id: 1 });
    expect(calls[0].headers.authorization).toBe('Bearer tok-A');
    expect(calls[0].headers['accept-language']).toBe('es');
    expect(calls[1].headers['accept-language']).toBe('en');
  });

  it('asks the next page, and the same page again, from where the list stands; any other page by number', async () => {
    const { calls } = mockFetch((call) => json({ ...list, next_after: `after-${new URL(call.url, 'http://x').searchParams.get('page')}` }));
    const users = (page: number, more: { filter?: Record<string, unknown>; order?: 'ASC' | 'DESC'; perPage?: number } = {}) =>
      dataProvider.getList('usuarios', { pagination: { page, perPage: more.perPage ?? 25 }, sort: { field: 'name', order: more.order ?? 'ASC' }, filter: more.filter ?? {} });
    await users(1);
    await users(2);
    await users(3);
    await users(3); // the same page again (a refresh after an edit): from where it was read
    await users(2); // back: by number
    await users(5); // a jump: by number
    await users(6, { filter: { status: 1 } }); // other lists: by number
    await users(6, { order: 'DESC' });
    await users(6, { perPage: 50 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/usuarios/?page=1&limit=25&ordering=name',
      '/api/usuarios/?page=2&limit=25&after=after-1&ordering=name',
      '/api/usuarios/?page=3&limit=25&after=after-2&ordering=name',
      '/api/usuarios/?page=3&limit=25&after=after-2&ordering=name',
      '/api/usuarios/?page=2&limit=25&ordering=name',
      '/api/usuarios/?page=5&limit=25&ordering=name',
      '/api/usuarios/q/?page=6&limit=25',
      '/api/usuarios/?page=6&limit=25&ordering=-name',
      '/api/usuarios/?page=6&limit=50&ordering=name',
    ]);
  });

  it('forgets every cursor when the session ends, and never sends one account\'s cursor for another', async () => {
    const { calls } = mockFetch((call) => json({ ...list, next_after: `after-${new URL(call.url, 'http://x').searchParams.get('page')}` }));
    const vehicles = (page: number) => dataProvider.getList('vehiculos', { pagination: { page, perPage: 25 }, sort: { field: 'matricula', order: 'ASC' }, filter: {} });
    await vehicles(1);
    signIn({ access: 'tok-B', id: 99 });
    await vehicles(2);
    await vehicles(3);
    clearSession();
    signIn({ access: 'tok-B', id: 99 });
    await vehicles(4);
    expect(calls.map((c) => c.url.replace('/api/vehiculos/', '').replace('&ordering=matricula', ''))).toEqual([
      '?page=1&limit=25',
      '?page=2&limit=25',
      '?page=3&limit=25&after=after-2',
      '?page=4&limit=25',
    ]);
  });

  it('asks again by number when the server refuses a cursor', async () => {
    const { calls, reply } = mockFetch(() => json({ ...list, next_after: null }));
    reply(json({ ...list, next_after: 'old' }), json({ after: ['Ingrese un valor válido.'] }, 400));
    const plants = (page: number) => dataProvider.getList('plantas', { pagination: { page, perPage: 10 }, sort, filter: {} });
    await plants(1);
    expect(await plants(2)).toEqual({ data: list.results, total: 42 });
    await plants(2);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/plantas/?page=1&limit=10&ordering=-name',
      '/api/plantas/?page=2&limit=10&after=old&ordering=-name',
      '/api/plantas/?page=2&limit=10&ordering=-name',
      '/api/plantas/?page=2&limit=10&ordering=-name',
    ]);
  });

  it('getMany POSTs q/ with id__in', async () => {
    const { calls } = mockFetch(() => json(list));
    const result = await dataProvider.getMany('plantas', { ids: [1, 2] });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/plantas/q/?page=1&limit=1000', body: { id__in: [1, 2] } });
    expect(result.data).toEqual(list.results);
  });

  it('answers a page with the records its rows name when asked (meta.pageReferences), as react-admin prefetches', async () => {
    const trips = { count: 2, count_exact: true, next: null, previous: null, results: [{ id: 1, ruta: 7 }, { id: 2, ruta: 8 }] };
    const routes = { count: 2, count_exact: true, next: null, previous: null, results: [{ id: 7, nombre: 'Norte' }, { id: 8, nombre: 'Sur' }] };
    const { calls } = mockFetch((call) => json(call.url.startsWith('/api/rutas/') ? routes : trips));
    const result = await dataProvider.getList('viajes', { pagination, sort, filter: {}, meta: { pageReferences: { ruta: 'rutas' } } });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/api/viajes/?page=2&limit=10&ordering=-name', undefined],
      ['POST', '/api/rutas/q/?page=1&limit=1000', { id__in: [7, 8] }],
    ]);
    expect(result).toEqual({ data: trips.results, total: 2, meta: { prefetched: { rutas: routes.results } } });
  });

  it('getManyReference POSTs q/ with {[target]: id}', async () => {
    const { calls } = mockFetch(() => json(list));
    const result = await dataProvider.getManyReference('departamentos', {
      target: 'planta',
      id: 7,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/departamentos/q/?page=1&limit=5', body: { planta: 7, ordering: 'name' } });
    expect(result.total).toBe(42);
  });

  it('passes an exact count as react-admin\'s total, with nothing else to read', async () => {
    mockFetch(() => json(list));
    const result = await dataProvider.getList('plantas', { pagination, sort, filter: {} });
    expect(result).toEqual({ data: list.results, total: 42 });
  });

  it('passes a count past the cap as "more than": next from the server\'s next, not from the total', async () => {
    const capped = { count: 10_000, count_exact: false, results: list.results };
    const answers = [
      { ...capped, next: 3, previous: 1 },
      { ...capped, count: 12_500, next: null, previous: 499 },
    ];
    mockFetch(() => json(answers.shift()));
    expect(await dataProvider.getList('usuarios', { pagination, sort, filter: {} })).toEqual({
      data: list.results,
      total: 10_000,
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { countExact: false },
    });
    const reference = await dataProvider.getManyReference('usuarios', { target: 'planta', id: 7, pagination: { page: 500, perPage: 25 }, sort, filter: {} });
    expect(reference).toMatchObject({ total: 12_500, pageInfo: { hasNextPage: false, hasPreviousPage: true }, meta: { countExact: false } });
  });
});

describe('dataProvider: errors', () => {
  it('turns {detail, code} into an HttpError with the translated message and status', async () => {
    mockFetch(() => json({ detail: 'You do not have permission', code: 'permission_denied' }, 403));
    const error = await dataProvider.getOne('plantas', { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('No tiene permiso para realizar esta acción.');
    expect(error.body.code).toBe('permission_denied');
  });

  it("keeps the server's detail when the code has no client translation", async () => {
    mockFetch(() => json({ detail: 'Algo raro', code: 'weird' }, 400));
    const error = await dataProvider.getOne('plantas', { id: 1 }).catch((e) => e);
    expect(error.message).toBe('Algo raro');
  });

  it('turns {field: ["msg"]} into body.errors = {field: msg} for the form', async () => {
    mockFetch(() => json({ code: ['Ya existe una planta con este código'], name: ['Requerido', 'Otro'] }, 400));
    const error = await dataProvider.create('plantas', { data: { code: 'N' } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ code: 'Ya existe una planta con este código', name: 'Requerido' });
    expect(error.message).toBe('Revise los campos marcados');
  });

  it('puts non_field_errors into the root server error', async () => {
    mockFetch(() => json({ non_field_errors: ['Combinación inválida'] }, 400));
    const error = await dataProvider.create('plantas', { data: {} }).catch((e) => e);
    expect(error.body.errors).toEqual({ root: { serverError: 'Combinación inválida' } });
    expect(error.message).toBe('Combinación inválida');
  });

  it('reports network failures as a translated client error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await dataProvider.getOne('plantas', { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Error de red: no se pudo contactar al servidor');
  });

  it('refuses to call without a session (401, no request sent)', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const { calls } = mockFetch(() => json(list));
    const error = await dataProvider.getList('plantas', { pagination, sort, filter: {} }).catch((e) => e);
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(0);
  });
});
