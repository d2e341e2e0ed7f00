import ExcelJS from 'exceljs';
import { zipUncompressedSize } from './zip';

/** One cell as the import reads it. */
export type Cell = string | number | boolean | Date | null;
/** A spreadsheet row with its number as the spreadsheet shows it (the header is usually 1). */
export interface SheetRow {
  number: number;
  cells: Cell[];
}
export type SheetResult = { ok: true; rows: SheetRow[] } | { ok: false; key: 'import_file' | 'import_unreadable' };

/** An .xlsx inflates to at most this much (a 10 MB upload of plain rows stays far below). */
const MAX_UNZIPPED = 50 * 1024 * 1024;

const startsWithZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** The value a person sees in an ExcelJS cell: formulas by their result, links and rich text by their text. */
function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  return null;
}

async function readXlsx(data: Buffer): Promise<SheetResult> {
  const size = zipUncompressedSize(data);
  if (size === null || size > MAX_UNZIPPED) return { ok: false, key: 'import_unreadable' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { ok: false, key: 'import_unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, key: 'import_unreadable' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ number, cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => plain(values[i + 1])) });
  });
  return { ok: true, rows };
}

/** UTF-8 when it decodes as such, else Windows-1252 (what Excel in Spanish saves as "CSV"). */
function decode(data: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** RFC 4180 fields: quotes around a field, "" for a quote inside, CRLF or LF between records. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let started = false; // whether the current record has any character yet
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    started = true;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      started = false;
    } else field += c;
  }
  if (started) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function readCsv(data: Buffer): SheetResult {
  if (data.includes(0)) return { ok: false, key: 'import_file' }; // binary, or UTF-16
  const text = decode(data).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  // Spanish Excel separates with ';', others with ',' (or a tab).
  const delimiter = [';', '\t', ','].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  const rows = parseCsv(text, delimiter).map((cells, i) => ({ number: i + 1, cells: cells as Cell[] }));
  return { ok: true, rows: rows.filter((r) => r.cells.some((c) => c !== '')) };
}

/** The first sheet of an .xlsx, or a .csv, told apart by their bytes. */
export function readSpreadsheet(data: Buffer): Promise<SheetResult> | SheetResult {
  return startsWithZip(data) ? readXlsx(data) : readCsv(data);
}
