import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { columnName, sheetName, xlsxStream, type Cell, type SheetColumn } from '../../../server/kit/xlsxStream';

/**
 * The exports' own .xlsx writer (server/kit/xlsxStream.ts, zipStream.ts), read back by two other
 * readers: JSZip checking every entry's CRC and sizes, and ExcelJS as a spreadsheet.
 */
async function written(name: string, columns: SheetColumn[], rows: Cell[][]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise((resolve) => out.on('end', resolve));
  const sheet = xlsxStream(out, name, columns);
  const [header, ...body] = rows;
  await sheet.row(header, true);
  for (const row of body) await sheet.row(row);
  await sheet.end();
  await finished;
  return Buffer.concat(chunks);
}

const read = async (file: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0];
};

describe('the exports .xlsx writer', () => {
  it('writes a zip whose every entry checks out, and a sheet ExcelJS reads as written', async () => {
    const columns = [{ width: 10 }, { width: 30 }, { width: 20, numFmt: 'dd-mm-yyyy hh:mm AM/PM' }, { width: 12, numFmt: 'dd-mm-yyyy' }];
    const when = new Date(Date.UTC(2026, 2, 10, 12, 30, 15));
    const file = await written('Préstamos', columns, [
      ['ID', 'Nombre', 'Salida', 'Día'],
      [1, 'Ana & "Beto" <tres>', when, new Date('2026-03-10T00:00:00Z')],
      [2.5, '', null, null],
    ]);
    const zip = await JSZip.loadAsync(file, { checkCRC32: true });
    expect(Object.keys(zip.files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = await read(file);
    expect(sheet.name).toBe('Préstamos');
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Nombre', 'Salida', 'Día']);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    const row = sheet.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value]).toEqual([1, 'Ana & "Beto" <tres>']);
    expect([row.getCell(3).type, (row.getCell(3).value as Date).toISOString(), row.getCell(3).numFmt]).toEqual([ExcelJS.ValueType.Date, when.toISOString(), 'dd-mm-yyyy hh:mm AM/PM']);
    expect([row.getCell(4).type, (row.getCell(4).value as Date).toISOString(), row.getCell(4).numFmt]).toEqual([ExcelJS.ValueType.Date, '2026-03-10T00:00:00.000Z', 'dd-mm-yyyy']);
    expect(sheet.getRow(3).getCell(1).value).toBe(2.5);
    expect([sheet.getRow(3).getCell(2).value, sheet.getRow(3).getCell(3).value]).toEqual([null, null]);
    expect(sheet.autoFilter).toBe('A1:D3');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect([1, 2, 3, 4].map((i) => sheet.getColumn(i).width)).toEqual([10, 30, 20, 12]);
  });

  it('leaves out what XML cannot hold, and keeps every other character', async () => {
    const text = 'tab\there\nline \u0001bell\u0007 emoji 😀 lone \uD800 end';
    const sheet = await read(await written('Texto', [{ width: 10 }], [['Texto'], [text]]));
    expect(sheet.getRow(2).getCell(1).value).toBe('tab\there\nline bell emoji 😀 lone  end');
  });

  it('names the sheet as Excel allows, and letters columns past Z', async () => {
    expect(sheetName('Ventas: 2026/03 [a]*?')).toBe('Ventas  2026 03  a');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('///')).toBe('Sheet1');
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    const wide = Array.from({ length: 30 }, (_c, i) => `C${i}`);
    const sheet = await read(await written('Ancha', wide.map(() => ({ width: 8 })), [wide, wide.map((_c, i) => i)]));
    expect(sheet.getRow(2).getCell(30).value).toBe(29);
    expect(sheet.autoFilter).toBe('A1:AD2');
  });

  it('streams thousands of rows through the deflater into one entry', async () => {
    const rows: Cell[][] = [['N', 'Texto']];
    for (let i = 0; i < 20_000; i++) rows.push([i, `fila ${i} ${'x'.repeat(i % 50)}`]);
    const file = await written('Muchas', [{ width: 8 }, { width: 40 }], rows);
    const zip = await JSZip.loadAsync(file, { checkCRC32: true });
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml.match(/<row /g)).toHaveLength(20_001);
    const sheet = await read(file);
    expect(sheet.getRow(20_001).values).toEqual([undefined, 19_999, `fila 19999 ${'x'.repeat(19_999 % 50)}`]);
  });
});
