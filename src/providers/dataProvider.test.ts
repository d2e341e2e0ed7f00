import { HttpError } from 'react-admin';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { clearSession } from './session';
import { dataProvider, exportFileName } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { setLocale } from './locale';

const list = { count: 42, count_exact: true, next: 2, previous: null, results: [{ id: 1, name: 'Norte' }] };
const pagination = { page: 2, perPage: 10 };
const sort = { field: 'name', order: 'DESC' as const };

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  setLocale('es');
  await i18nProvider.changeLocale('es');
  signIn({ access: 'tok-A' });
});
afterEach(() => vi.unstubAllGlobals());

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

describe('dataProvider: records', () => {
  it('getOne GETs {base}{id}/', async () => {
    const { calls } = mockFetch(() => json({ id: 3, name: 'Sur' }));
    expect((await dataProvider.getOne('plantas', { id: 3 })).data).toEqual({ id: 3, name: 'Sur' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/plantas/3/' });
  });

  it('create POSTs {base} with the record', async () => {
    const { calls } = mockFetch(() => json({ id: 9, name: 'Este' }, 201));
    const result = await dataProvider.create('plantas', { data: { name: 'Este', code: 'E' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/plantas/', body: { name: 'Este', code: 'E' } });
    expect(result.data).toEqual({ id: 9, name: 'Este' });
  });

  it('update PATCHes {base}{id}/ with only the changed fields', async () => {
    const { calls } = mockFetch(() => json({ id: 3, name: 'Nuevo', code: 'C' }));
    await dataProvider.update('plantas', {
      id: 3,
      data: { id: 3, name: 'Nuevo', code: 'C', status: 1 },
      previousData: { id: 3, name: 'Viejo', code: 'C', status: 1 },
    });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/plantas/3/', body: { name: 'Nuevo' } });
  });

  it('delete DELETEs {base}{id}/ (204)', async () => {
    const { calls } = mockFetch(() => json(null, 204));
    const result = await dataProvider.delete('plantas', { id: 3, previousData: { id: 3, name: 'X' } });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/plantas/3/' });
    expect(result.data).toEqual({ id: 3, name: 'X' });
  });

  it('deleteMany POSTs multiple_delete/ {ids}', async () => {
    const { calls } = mockFetch(() => json({ deleted: 2 }));
    expect((await dataProvider.deleteMany('plantas', { ids: [1, 2] })).data).toEqual([1, 2]);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/plantas/multiple_delete/', body: { ids: [1, 2] } });
  });

  it('updateMany with {status} POSTs change_multiple_status/ {ids, status}', async () => {
    const { calls } = mockFetch(() => json({ updated: 2 }));
    expect((await dataProvider.updateMany('departamentos', { ids: [4, 5], data: { status: 0 } })).data).toEqual([4, 5]);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/departamentos/change_multiple_status/', body: { ids: [4, 5], status: 0 } });
  });

  it('changeStatus POSTs change_multiple_status/', async () => {
    const { calls } = mockFetch(() => json({ updated: 1 }));
    await dataProvider.changeStatus('plantas', [8], 1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/plantas/change_multiple_status/', body: { ids: [8], status: 1 } });
  });

  it('recordAction calls {base}{id}/{action}/ with the given method and body', async () => {
    const { calls } = mockFetch(() => json({ ok: true }));
    await dataProvider.recordAction('prestamos', 5, 'aceptar_solicitud');
    await dataProvider.recordAction('prestamos', 5, 'cancelar', { method: 'POST', body: { motivo_de_rechazo: 'x' } });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/prestamos/5/aceptar_solicitud/' });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/prestamos/5/cancelar/', body: { motivo_de_rechazo: 'x' } });
  });

  it('collectionRead GETs {base} or {base}{action}/ with its query, answering the JSON', async () => {
    const { calls } = mockFetch(() => json({ tile_url: 'https://tiles/{z}/{x}/{y}.png' }));
    const { data } = await dataProvider.collectionRead('mapa');
    await dataProvider.collectionRead('viajes', 'recompensa-mensual', { usuario: 4, mes: 3, anio: 2026 });
    expect(data).toEqual({ tile_url: 'https://tiles/{z}/{x}/{y}.png' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/mapa/' });
    expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/viajes/recompensa-mensual/?usuario=4&mes=3&anio=2026' });
  });

  it('exportList POSTs exportar/?format= with filters and ordering, returning the blob and its file name', async () => {
    const { calls } = mockFetch(
      () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="plantas-20250101-1200.xlsx"' },
        }),
    );
    const result = await dataProvider.exportList('plantas', { filter: { q: 'nor', city: '' }, sort, format: 'xlsx' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `/api/plantas/exportar/?format=xlsx&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`, body: { search: 'nor', ordering: '-name' } });
    expect(result.filename).toBe('plantas-20250101-1200.xlsx');
    expect(await result.blob.text()).toBe('xlsx-bytes');
  });
});

describe('dataProvider: export file names follow the language', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it("downloads under the server's name (an English user's plants-…xlsx)", async () => {
    mockFetch(() => new Response('x', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="plants-20261122-1530.xlsx"' } }));
    expect((await dataProvider.exportList('plantas', { format: 'xlsx' })).filename).toBe('plants-20261122-1530.xlsx');
  });

  it("builds the same kind of name from the resource's plural when the server gives none", async () => {
    const at = new Date(2026, 10, 22, 15, 30);
    expect(exportFileName('usuarios/plataforma', 'csv', at)).toBe('usuarios-de-plataforma-20261122-1530.csv');
    await i18nProvider.changeLocale('en');
    expect(exportFileName('plantas', 'xlsx', at)).toBe('plants-20261122-1530.xlsx');
    mockFetch(() => new Response('x', { status: 200 }));
    expect((await dataProvider.exportList('departamentos', { format: 'xlsx' })).filename).toMatch(/^departments-\d{8}-\d{4}\.xlsx$/);
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

describe('dataProvider: files and sub-lists (usuarios, docs/API.md)', () => {
  it('uploadFiles POSTs multipart {base}{id}/{action}/ without a JSON content type, leaving empty fields out', async () => {
    const { calls } = mockFetch(() => json({ id: 5, licencia_status: 0 }));
    const file = new File(['%PDF-1.7'], 'licencia.pdf', { type: 'application/pdf' });
    const result = await dataProvider.uploadFiles('usuarios', 5, 'licencia', { licencia: file, vencimiento: '2026-01-31', nada: null });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/usuarios/5/licencia/' });
    expect(calls[0].headers['content-type']).toBeUndefined();
    expect(calls[0].headers.authorization).toBe('Bearer tok-A');
    const form = calls[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('licencia') as File).name).toBe('licencia.pdf');
    expect(form.get('vencimiento')).toBe('2026-01-31');
    expect(form.has('nada')).toBe(false);
    expect(result.data).toEqual({ id: 5, licencia_status: 0 });
  });

  it('uploadFiles turns the field errors of a refused file into body.errors', async () => {
    mockFetch(() => json({ imagen: ['Elija un archivo.'] }, 400));
    const error = await dataProvider.uploadFiles('usuarios', 5, 'foto_perfil', { imagen: new Blob(['x']) }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ imagen: 'Elija un archivo.' });
  });

  it('getFile GETs {base}{id}/{file}/ with the bearer token and resolves with a Blob', async () => {
    const { calls } = mockFetch(() => new Response('png-bytes', { status: 200, headers: { 'Content-Type': 'image/png' } }));
    const { blob } = await dataProvider.getFile('usuarios', 5, 'imagen');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/usuarios/5/imagen/' });
    expect(calls[0].headers.authorization).toBe('Bearer tok-A');
    expect(calls[0].headers.accept).toBe('*/*');
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('png-bytes');
  });

  it('getRecordList GETs the points ledger page with page and limit, reading count and results', async () => {
    const ledger = { count: 31, next: 2, previous: null, results: [{ id: 1, delta: -50, balance: 100, reason: 'redeem', created_at: '2025-05-01T10:00:00Z', created_by: 'Ana' }] };
    const { calls } = mockFetch(() => json(ledger));
    const result = await dataProvider.getRecordList('usuarios', 5, 'puntos', { page: 1, perPage: 10 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/usuarios/5/puntos/?page=1&limit=10' });
    expect(result).toEqual({ data: ledger.results, total: 31 });
  });

  it('importFile POSTs importar/?dry_run=1 with the file as `archivo`, and without dry_run to import', async () => {
    const report = { dry_run: true, created: 1, updated: 0, failed: 1, rows: [] };
    const { calls } = mockFetch(() => json(report));
    const file = new File(['email\n'], 'usuarios.csv', { type: 'text/csv' });
    expect((await dataProvider.importFile('usuarios', file, { dryRun: true })).data).toEqual(report);
    await dataProvider.importFile('usuarios', file, { dryRun: false });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/usuarios/importar/?dry_run=1' });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/usuarios/importar/' });
    expect(((calls[0].body as FormData).get('archivo') as File).name).toBe('usuarios.csv');
  });

  it('getTemplate GETs plantilla/?format= and names the file from Content-Disposition', async () => {
    const { calls } = mockFetch(
      () => new Response('bytes', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="usuarios-plantilla.xlsx"' } }),
    );
    const result = await dataProvider.getTemplate('usuarios');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/usuarios/plantilla/?format=xlsx' });
    expect(result.filename).toBe('usuarios-plantilla.xlsx');
  });
});
