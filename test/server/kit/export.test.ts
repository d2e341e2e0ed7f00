import ExcelJS from 'exceljs';
import { plantas } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { csvOf, exportCalls, sheetOf, toSecond } from './exportHelpers';

/**
 * DOMAIN §4 export and docs/API.md `exportar/`: every matching row, headers in the caller's
 * language. The workbook's layout and declared columns: exportWorkbook.test.ts; streaming and
 * its connections: exportStreaming.test.ts.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('c4@flotilla.mx'); // a read-only role may export
});
afterAll(() => t.close());

const { call, exportPlants } = exportCalls(() => t, () => token);

/** What a date cell shows: its wall-clock time, written as UTC fields (Excel cells have no zone). */
const wallClock = (d: Date) => new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));

const HEADERS_ES = ['ID', 'Código', 'Nombre', 'Dirección', 'Ciudad', 'Estado', 'Código postal', 'Estatus', 'Creada'];
const HEADERS_EN = ['ID', 'Code', 'Name', 'Address', 'City', 'State', 'Postal code', 'Status', 'Created'];

describe('POST {base}exportar/', () => {
  it('streams an .xlsx of every row, headers in Spanish, as an attachment', async () => {
    const res = await exportPlants();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plantas-\d{8}-\d{4}\.xlsx"$/);
    const stamp = String(res.headers['content-disposition']).match(/plantas-(\d{8}-\d{4})/)![1];
    expect(Math.abs(Date.now() - new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11)}`).getTime())).toBeLessThan(5 * 60_000);
    expect(res.headers['cache-control']).toBe('no-store');

    const { name, header, rows } = await sheetOf(res);
    expect(name).toBe('Plantas');
    expect(header).toEqual(HEADERS_ES);
    const stored = (await t.database.db.select().from(plantas)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(rows).toHaveLength(14);
    expect(rows.map((r) => r[1])).toEqual(stored.map((p) => p.code));
    const qro = stored.find((p) => p.code === 'QRO')!;
    expect(rows.find((r) => r[1] === 'QRO')).toEqual([qro.id, 'QRO', qro.name, qro.address, qro.city, qro.state, qro.postal_code, 'Activo', wallClock(qro.created_at)]);
    expect(rows.find((r) => r[1] === 'PUE')![7]).toBe('Inactivo');
  });

  it("writes times in the caller's time zone (tz), as the screen shows them", async () => {
    await t.database.pool.query("UPDATE plantas SET created_at = '2026-03-10T18:30:00Z' WHERE code = 'LEO'");
    const createdAt = async (tz: string, lang?: string) => {
      const { sheet } = await sheetOf(await exportPlants({ code: 'LEO' }, `?tz=${encodeURIComponent(tz)}`, lang));
      const cell = sheet.getCell('I2');
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      return [toSecond(cell.value), cell.numFmt];
    };
    // A real date cell, shown in SPEC §9's format: dd-MM-yyyy hh:mm a / MM/dd/yyyy HH:mm:ss.
    expect(await createdAt('America/Mexico_City')).toEqual([new Date('2026-03-10T12:30:00Z'), 'dd-mm-yyyy hh:mm AM/PM']);
    expect(await createdAt('Asia/Tokyo')).toEqual([new Date('2026-03-11T03:30:00Z'), 'dd-mm-yyyy hh:mm AM/PM']);
    expect(await createdAt('America/Mexico_City', 'en')).toEqual([new Date('2026-03-10T12:30:00Z'), 'mm/dd/yyyy hh:mm:ss']);
    // CSV keeps the text the screen shows.
    const csv = async (tz: string, lang?: string) => csvOf(await exportPlants({ code: 'LEO' }, `?format=csv&tz=${encodeURIComponent(tz)}`, lang))[1][8];
    expect(await csv('America/Mexico_City')).toBe('10-03-2026 12:30 PM');
    expect(await csv('Asia/Tokyo')).toBe('11-03-2026 03:30 AM');
    expect(await csv('America/Mexico_City', 'en')).toBe('03/10/2026 12:30:00');
    const bad = await exportPlants({ code: 'LEO' }, '?tz=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['tz']);
  });

  it('labels headers, states and dates in English on request', async () => {
    const { name, header, rows } = await sheetOf(await exportPlants({ code: 'PUE' }, '', 'en'));
    expect(name).toBe('Plants');
    expect(header).toEqual(HEADERS_EN);
    expect(rows).toHaveLength(1);
    expect(rows[0][7]).toBe('Inactive');
    expect(rows[0][8]).toBeInstanceOf(Date);
    const { rows: active } = await sheetOf(await exportPlants({ code: 'QRO' }, '', 'en'));
    expect(active[0][7]).toBe('Active');
  });

  it('exports exactly the filtered rows in the requested order, ignoring paging', async () => {
    const { rows } = await sheetOf(await exportPlants({ state: ['Querétaro', 'Coahuila'], ordering: '-code' }, '?page=2&limit=1'));
    expect(rows.map((r) => r[1])).toEqual(['SAL', 'RAM', 'QRO', 'MRQ']);
    const { rows: found } = await sheetOf(await exportPlants({ search: 'monterrey' }));
    expect(found.map((r) => r[1]).sort()).toEqual(['MTY-N', 'MTY-S']);
    const { rows: none } = await sheetOf(await exportPlants({ status: 0, state: 'Jalisco' }));
    expect(none).toEqual([]);
  });

  it('exports departments with their own columns', async () => {
    const res = await call({ method: 'POST', url: 'departamentos/exportar/', payload: { code: 'FIN' } });
    expect(res.headers['content-disposition']).toMatch(/filename="departamentos-\d{8}-\d{4}\.xlsx"/);
    const { header, rows } = await sheetOf(res);
    expect(header).toEqual(['ID', 'Código', 'Nombre', 'Descripción', 'Planta', 'Estatus', 'Creado']);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(1, 4)).toEqual(['FIN', 'Finanzas', 'Contabilidad, tesorería y cuentas por pagar']);
  });

  it("names a department's plant instead of its id, and leaves it empty without one", async () => {
    const { rows: [fin] } = await t.database.pool.query("SELECT d.id, p.name FROM departamentos d JOIN plantas p ON p.id = d.planta WHERE d.code = 'FIN'");
    const withPlant = await sheetOf(await call({ method: 'POST', url: 'departamentos/exportar/', payload: { id: fin.id } }));
    expect(withPlant.rows[0][4]).toBe(fin.name);
    await t.database.pool.query("UPDATE departamentos SET planta = NULL WHERE code = 'LOG'");
    const csv = csvOf(await call({ method: 'POST', url: 'departamentos/exportar/?format=csv', payload: { code: 'LOG' } }));
    expect(csv[1][4]).toBe('');
    await t.database.pool.query("UPDATE departamentos SET planta = (SELECT min(id) FROM plantas) WHERE code = 'LOG'");
  });

  it('writes CSV with format=csv: BOM, header line, one line per row', async () => {
    const res = await exportPlants({ state: 'Coahuila', ordering: 'code' }, '?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plantas-\d{8}-\d{4}\.csv"$/);
    const lines = csvOf(res);
    expect(lines[0]).toEqual(HEADERS_ES);
    expect(lines.slice(1).map((l) => [l[1], l[5], l[7]])).toEqual([
      ['RAM', 'Coahuila', 'Activo'],
      ['SAL', 'Coahuila', 'Activo'],
    ]);
    expect(csvOf(await exportPlants({ code: 'PUE' }, '?format=csv', 'en'))[0]).toEqual(HEADERS_EN);
  });

  it('quotes CSV cells with commas or quotes and defuses formulas', async () => {
    const admin = await t.token('admin@flotilla.mx');
    const created = await t.call({
      method: 'POST',
      url: 'plantas/',
      token: admin,
      payload: { name: '=HYPERLINK("http://x","click")', code: 'CSV1', address: 'Calle 5, "Centro"', city: '+52', state: '@estado' },
    });
    expect(created.statusCode).toBe(201);
    const lines = csvOf(await exportPlants({ code: 'CSV1' }, '?format=csv'));
    expect(lines[1].slice(1, 6)).toEqual(['CSV1', `'=HYPERLINK("http://x","click")`, 'Calle 5, "Centro"', `'+52`, `'@estado`]);
  });

  it('takes an empty format as the default, xlsx', async () => {
    const res = await exportPlants({}, '?format=');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
  });

  it.each([['pdf'], ['XLSX'], ['csv,xlsx']])('refuses format=%s with 400', async (fmt) => {
    const res = await exportPlants({}, `?format=${fmt}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ format: ['Elija una opción válida.'] });
  });

  it('refuses unknown filters or wrong types with 400 field errors, like q/', async () => {
    const res = await exportPlants({ bogus: 1, status: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ bogus: ['Campo desconocido.'], status: ['Ingrese un número entero válido.'] });
  });

  it('exports many rows in full (several database batches)', async () => {
    const many = Array.from({ length: 2600 }, (_, i) => ({ name: `Lote ${String(i).padStart(4, '0')}`, code: `L${i}`, state: 'Lote' }));
    await t.database.db.insert(plantas).values(many);
    const csv = csvOf(await exportPlants({ state: 'Lote', ordering: 'name' }, '?format=csv'));
    expect(csv).toHaveLength(2601);
    expect(csv[1][2]).toBe('Lote 0000');
    expect(csv[2600][2]).toBe('Lote 2599');
    const { rows } = await sheetOf(await exportPlants({ state: 'Lote', ordering: '-name' }));
    expect(rows).toHaveLength(2600);
    expect(rows[0][2]).toBe('Lote 2599');
  });
});

describe('GET {base}exportar/', () => {
  it('takes the filters as query parameters', async () => {
    const res = await call({ url: 'plantas/exportar/?status=0' });
    expect(res.statusCode).toBe(200);
    const { rows } = await sheetOf(res);
    expect(rows.map((r) => r[1])).toEqual(['PUE']);
    const csv = csvOf(await call({ url: 'plantas/exportar/?format=csv&state=Coahuila&ordering=-code&page=2&limit=1', lang: 'en' }));
    expect(csv.map((l) => l[1])).toEqual(['Code', 'SAL', 'RAM']);
  });

  it('refuses unknown query filters', async () => {
    const res = await call({ url: 'plantas/exportar/?color=red' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ color: ['Campo desconocido.'] });
  });

  it('needs a token', async () => {
    expect((await t.call({ url: 'plantas/exportar/' })).statusCode).toBe(401);
  });
});
