import ExcelJS from 'exceljs';
import { z } from 'zod';
import { usuarios } from '../../../server/db/schema';
import type { AppContext } from '../../../server/context';
import { defineResource } from '../../../server/kit/define';
import { referenceRegistry } from '../../../server/kit/references';
import { resourceRoutes } from '../../../server/kit/routes';
import { createTestApp, type TestApp } from '../support/harness';
import { csvOf, exportCalls, sheetOf, toSecond } from './exportHelpers';

/** An export's workbook as Excel opens it (frozen, filtered, sized header; date cells; file names), and the declared export columns. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('c4@flotilla.mx'); // a read-only role may export
});
afterAll(() => t.close());

const { exportPlants } = exportCalls(() => t, () => token);

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
