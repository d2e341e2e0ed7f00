import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import { plantas, usuarios } from '../../../server/db/schema';
import { plants } from '../../../server/resources/plants';
import { sendExport } from '../../../server/kit/export';
import { buildListQuery } from '../../../server/kit/query';
import type { AppContext } from '../../../server/context';
import { defineResource } from '../../../server/kit/define';
import { referenceRegistry } from '../../../server/kit/references';
import { resourceRoutes } from '../../../server/kit/routes';
import { z } from 'zod';
import { CONNECT_TIMEOUT_MS, LONG_WORK_POOL_SIZE } from '../../../server/db/client';
import { createTestApp, type Call, type TestApp } from '../support/harness';

/** DOMAIN §4 export and docs/API.md `exportar/`: every matching row, headers in the caller's language. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('c4@flotilla.mx'); // a read-only role may export
});
afterAll(() => t.close());

const call = (c: Call) => t.call({ token, ...c });
const exportPlants = (payload: unknown = {}, query = '', lang?: string) => call({ method: 'POST', url: `plantas/exportar/${query}`, payload: payload as object, lang });

/** A date cell's value to the second (a serial number read back may be a few µs off). */
const toSecond = (v: unknown) => (v instanceof Date ? new Date(Math.round(v.getTime() / 1000) * 1000) : v);

async function sheetOf(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(toSecond)));
  return { name: sheet.name, header: rows[0], rows: rows.slice(1), sheet };
}

/** What a date cell shows: its wall-clock time, written as UTC fields (Excel cells have no zone). */
const wallClock = (d: Date) => new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));

/** CSV as lines of cells (no quoted newlines in these tests). */
function csvOf(res: LightMyRequestResponse) {
  const text = res.body;
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1).map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.slice(0, -1).map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));
}

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

describe('a workbook that opens well in Excel', () => {
  it('freezes the header row, filters over it and sizes columns to header and content, capped', async () => {
    const admin = await t.token('admin@flotilla.mx');
    const long = (await t.call({ method: 'POST', url: 'plantas/', token: admin, payload: { name: 'Planta de ancho', code: 'WIDE', address: 'x'.repeat(200), state: 'Ancho' } })).json();
    await t.call({ method: 'POST', url: 'plantas/', token: admin, payload: { name: 'Planta angosta', code: 'NARROW', state: 'Ancho' } });
    const { sheet, header, rows } = await sheetOf(await exportPlants({ state: 'Ancho', ordering: 'code' }));
    expect(rows.map((r) => r[1])).toEqual(['NARROW', 'WIDE']);
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2' })]);
    expect(sheet.autoFilter).toBe('A1:I3');
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });

    const width = (i: number) => sheet.getColumn(i + 1).width!;
    // A column fits its header and its longest value (two characters of margin), within 10–50.
    expect(width(1)).toBe(10); // 'Código' and 'NARROW' are short: the 8-character minimum
    expect(width(2)).toBe('Planta de ancho'.length + 2);
    expect(width(3)).toBe(50); // the 200-character address is capped
    expect(width(6)).toBe('Código postal'.length + 2);
    expect(width(8)).toBeGreaterThanOrEqual('10-03-2026 12:30 PM'.length);
    for (const [i, h] of (header as string[]).entries()) expect(width(i)).toBeGreaterThanOrEqual(Math.min(h.length, 50));
    expect(long.address).toHaveLength(200);
  });

  it('writes an empty export as a header row that still filters and stays frozen', async () => {
    const { sheet, rows } = await sheetOf(await exportPlants({ state: 'Ninguno' }));
    expect(rows).toEqual([]);
    expect(sheet.autoFilter).toBe('A1:I1');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes a date without a time as a date cell in the language\'s date format', async () => {
    const admin = await t.token('admin@flotilla.mx');
    const [user] = (await t.database.pool.query("UPDATE usuarios SET vencimiento = '2027-01-31' WHERE email = 'conductor@flotilla.mx' RETURNING id")).rows;
    for (const [lang, numFmt] of [['es', 'dd-mm-yyyy'], ['en', 'mm/dd/yyyy']]) {
      const { sheet, header } = await sheetOf(await t.call({ method: 'POST', url: 'usuarios/exportar/', token: admin, payload: { id: user.id }, lang }));
      const column = (header as string[]).indexOf(lang === 'es' ? 'Vencimiento' : 'Expiry date') + 1;
      expect(column).toBeGreaterThan(0);
      const cell = sheet.getRow(2).getCell(column);
      expect([cell.type, toSecond(cell.value), cell.numFmt]).toEqual([ExcelJS.ValueType.Date, new Date('2027-01-31T00:00:00Z'), numFmt]);
    }
    const csv = csvOf(await t.call({ method: 'POST', url: 'usuarios/exportar/?format=csv', token: admin, payload: { id: user.id } }));
    expect(csv[1]).toContain('31-01-2027');
  });

  it("names the file in the caller's language, stamped in their time zone", async () => {
    const en = await exportPlants({ code: 'QRO' }, '', 'en');
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="plants-\d{8}-\d{4}\.xlsx"$/);
    const es = await exportPlants({ code: 'QRO' }, '?format=csv');
    expect(es.headers['content-disposition']).toMatch(/^attachment; filename="plantas-\d{8}-\d{4}\.csv"$/);
    const admin = await t.token('admin@flotilla.mx');
    const platform = await t.call({ method: 'POST', url: 'usuarios/plataforma/exportar/', token: admin, payload: { id: 0 }, lang: 'en' });
    expect(platform.headers['content-disposition']).toMatch(/filename="platform-users-\d{8}-\d{4}\.xlsx"/);
    // The stamp is the caller's date and time: Tokyo and Mexico City are never on the same hour.
    const stamp = async (tz: string) => String((await exportPlants({ code: 'QRO' }, `?tz=${tz}`)).headers['content-disposition']).match(/-(\d{8}-\d{4})\./)![1];
    const hour = (tz: string, at: Date) => {
      const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' }).formatToParts(at).map((x) => [x.type, x.value]));
      return `${p.year}${p.month}${p.day}-${p.hour}`;
    };
    const before = new Date();
    const [tokyo, mexico] = await Promise.all([stamp('Asia/Tokyo'), stamp('America/Mexico_City')]);
    const after = new Date();
    // The hour may turn during the calls: either side of it is right.
    expect([hour('Asia/Tokyo', before), hour('Asia/Tokyo', after)]).toContain(tokyo.slice(0, 11));
    expect([hour('America/Mexico_City', before), hour('America/Mexico_City', after)]).toContain(mexico.slice(0, 11));
  });
});

describe('declared export columns', () => {
  const staff = (exportColumns: { field: string }[]) =>
    defineResource({
      base: 'usuarios/plataforma',
      table: usuarios,
      hidden: ['password', 'token_version'],
      input: z.object({}),
      filters: {},
      search: [],
      ordering: ['id'],
      defaultOrdering: 'id',
      exportColumns,
    });
  const register = (exportColumns: { field: string }[]) => {
    const declaration = staff(exportColumns);
    return () => resourceRoutes({ database: t.database } as AppContext, declaration, referenceRegistry([declaration]));
  };

  it('refuse, when the routes are registered, a hidden column or one the table lacks', () => {
    expect(register([{ field: 'email' }, { field: 'password' }])).toThrow('usuarios/plataforma: exportColumns names the hidden column password');
    expect(register([{ field: 'token_version' }])).toThrow('hidden column token_version');
    expect(register([{ field: 'correo' }])).toThrow('usuarios/plataforma: unknown column correo');
    expect(register([{ field: 'id' }, { field: 'email' }])).not.toThrow();
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

describe('streaming', () => {
  /** Starts an export straight through sendExport and hands back the unread body stream. */
  async function startExport(format: 'csv' | 'xlsx', filters: Record<string, unknown>) {
    let body: Readable | undefined;
    const reply = {
      header: () => reply,
      send: (stream: Readable) => {
        body = stream;
        return reply;
      },
    };
    const req = { query: { format }, headers: {}, log: { error: () => undefined } };
    await sendExport({ database: t.database } as never, req as never, reply as never, plants, buildListQuery(plants, filters));
    return body!;
  }
  const busy = () => t.database.longWork.totalCount - t.database.longWork.idleCount;
  const callsBusy = () => t.database.pool.totalCount - t.database.pool.idleCount;
  const until = async (check: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  beforeAll(async () => {
    const rows = Array.from({ length: 15_000 }, (_, i) => ({ name: `Flujo ${i} ${'n'.repeat(60)}`, code: `F${i}`, state: 'Flujo', address: 'd'.repeat(120) }));
    for (let i = 0; i < rows.length; i += 5000) await t.database.db.insert(plantas).values(rows.slice(i, i + 5000));
  });

  it.each([['xlsx'], ['csv']] as const)('%s waits for a caller that does not read instead of buffering every row', async (format) => {
    // Each _read of the cursor fetches one batch (100 rows); 15,000 rows take 150.
    const batches = vi.spyOn(QueryStream.prototype, '_read');
    const body = await startExport(format, { state: 'Flujo' });
    // Unread, the export must stay paused on its cursor, with only a few batches pulled. A .xlsx
    // holds more rows in the same buffers: these like rows deflate ~50 to 1, so the 32 KB waiting
    // in the answer's stream alone is some 1,500 of them.
    await new Promise((r) => setTimeout(r, 700));
    expect(busy()).toBe(1);
    expect(batches.mock.calls.length).toBeGreaterThan(0);
    expect(batches.mock.calls.length).toBeLessThan(format === 'xlsx' ? 30 : 15);
    batches.mockRestore();
    let bytes = 0;
    for await (const chunk of body) bytes += (chunk as Buffer).length;
    expect(bytes).toBeGreaterThan(100_000);
    expect(await until(() => busy() === 0, 2000)).toBe(true);
  });

  it('holds its connection in the exports\' own pool, so exports that stall leave every connection to the calls', async () => {
    const stalled = await Promise.all(Array.from({ length: LONG_WORK_POOL_SIZE }, () => startExport('csv', { state: 'Flujo' })));
    expect(busy()).toBe(LONG_WORK_POOL_SIZE);
    expect(callsBusy()).toBe(0);
    // The lists still answer at once, whatever the calls' pool size.
    const started = Date.now();
    expect((await call({ url: 'plantas/?limit=5' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
    for (const body of stalled) body.destroy();
    expect(await until(() => busy() === 0, 2000)).toBe(true);
  });

  it.each([['xlsx'], ['csv']] as const)('%s stops reading rows and frees the connection when the caller goes away', async (format) => {
    const body = await startExport(format, { state: 'Flujo' });
    await new Promise((resolve) => body.once('readable', resolve));
    body.destroy();
    expect(await until(() => busy() === 0, 500)).toBe(true);
    // The pool still serves queries afterwards.
    expect((await exportPlants({ code: 'QRO' })).statusCode).toBe(200);
  });
});
