import { json, mockFetch } from '../../test/client/fetchMock';
import { eachSignedInInSpanish } from '../../test/client/providerSession';
import { dataProvider, exportFileName } from './dataProvider';
import { i18nProvider } from './i18nProvider';

/** The data provider's record calls, exports and their file names, and the users' files and sub-lists. */
const sort = { field: 'name', order: 'DESC' as const };

eachSignedInInSpanish();

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
