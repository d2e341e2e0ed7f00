import ExcelJS from 'exceljs';
import { CsvParser } from '../../../server/files/csv';
import { readSpreadsheet } from '../../../server/files/sheet';
import { workbook, zip } from '../support/zipFiles';

/** The import's readers, read as streams, still read what a person saved (server/files/). */

const parse = (pieces: string[]) => {
  const parser = new CsvParser(',');
  const records: string[][] = [];
  for (const piece of pieces) parser.push(piece, (r) => records.push(r));
  parser.end((r) => records.push(r));
  return records;
};

describe('CsvParser', () => {
  const text = 'a,"b ""q"" c",d\r\n"multi\nline",,\r\n\n"",x\ry\n"end"';
  const expected = [['a', 'b "q" c', 'd'], ['multi\nline', '', ''], [''], ['', 'x'], ['y'], ['end']];

  it('reads quotes, "" inside them, line breaks inside them, CRLF, CR and LF, and a last record without a break', () => {
    expect(parse([text])).toEqual(expected);
  });

  it('reads the same wherever the text is cut into pieces (a quote or a CR at the end of one)', () => {
    for (let cut = 0; cut <= text.length; cut++) expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
    expect(parse([...text])).toEqual(expected);
  });
});

describe('readSpreadsheet', () => {
  it('decodes UTF-8 whose characters straddle the 64 KB pieces, and Windows-1252', async () => {
    // 'ñ' is two bytes in UTF-8: the first ends the first 64 KB piece, the second starts the next.
    const filler = 'x'.repeat(65536 - 'name\n'.length - 1);
    const utf8 = await readSpreadsheet(Buffer.from(`name\n${filler}ñ\nPeña`), { maxRows: 10 });
    expect(utf8).toEqual({ ok: true, rows: [{ number: 1, cells: ['name'] }, { number: 2, cells: [`${filler}ñ`] }, { number: 3, cells: ['Peña'] }] });
    const latin = await readSpreadsheet(Buffer.from('name;city\nBegoña;León', 'latin1'), { maxRows: 10 });
    expect(latin).toEqual({ ok: true, rows: [{ number: 1, cells: ['name', 'city'] }, { number: 2, cells: ['Begoña', 'León'] }] });
  });

  it('reads an ExcelJS workbook: dates, formulas by their result, rich text and links by their text, numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Usuarios');
    sheet.addRow(['name', 'born', 'total', 'note', 'site', 'n']);
    sheet.addRow([
      'Ana',
      new Date(Date.UTC(1990, 4, 17)),
      { formula: '1+1', result: 2 },
      { richText: [{ text: 'muy ' }, { text: 'bien', font: { bold: true } }] },
      { text: 'Flotilla', hyperlink: 'https://flotilla.mx' },
      1000,
    ]);
    const result = await readSpreadsheet(Buffer.from(await book.xlsx.writeBuffer()), { maxRows: 10 });
    expect(result).toEqual({
      ok: true,
      rows: [
        { number: 1, cells: ['name', 'born', 'total', 'note', 'site', 'n'] },
        { number: 2, cells: ['Ana', new Date(Date.UTC(1990, 4, 17)), 2, 'muy bien', 'Flotilla', 1000] },
      ],
    });
  });

  it('reads the first tab as the workbook orders them, not the first sheet file', async () => {
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const sheet = (value: string) => `<worksheet ${ns}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${value}</t></is></c></row></sheetData></worksheet>`;
    const file = zip([
      { name: 'xl/workbook.xml', content: `<workbook ${ns}><sheets><sheet name="Primera" sheetId="2" r:id="rId2"/><sheet name="Segunda" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content:
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="worksheet" Target="worksheets/sheet2.xml"/></Relationships>',
      },
      { name: 'xl/worksheets/sheet1.xml', content: sheet('second tab') },
      { name: 'xl/worksheets/sheet2.xml', content: sheet('first tab') },
    ]);
    expect(await readSpreadsheet(file, { maxRows: 10 })).toEqual({ ok: true, rows: [{ number: 1, cells: ['first tab'] }] });
  });

  it('keeps the header and filled rows only, numbered as the file numbers them', async () => {
    const csv = await readSpreadsheet(Buffer.from('name,email\n\n , \nAna,a@b.mx\n'), { maxRows: 1 });
    expect(csv).toEqual({ ok: true, rows: [{ number: 1, cells: ['name', 'email'] }, { number: 4, cells: ['Ana', 'a@b.mx'] }] });
    expect(await readSpreadsheet(Buffer.from('name\nAna\nEva'), { maxRows: 1 })).toEqual({ ok: false, key: 'import_rows' });
    expect(await readSpreadsheet(zip(workbook([['name'], ['Ana'], ['Eva']])), { maxRows: 1 })).toEqual({ ok: false, key: 'import_rows' });
  });
});
