import ExcelJS from 'exceljs';
import { readCsvRecords } from './csv';
import { workbookStream, type WorkbookLimits } from './workbookStream';
import { ZipTooLarge } from './zip';

/** One cell as the import reads it. */
export type Cell = string | number | boolean | Date | null;
/** A spreadsheet row with its number as the spreadsheet shows it (the header is usually 1). */
export interface SheetRow {
  number: number;
  cells: Cell[];
}
export type SheetResult =
  | { ok: true; rows: SheetRow[] }
  | { ok: false; key: 'import_file' | 'import_unreadable' | 'import_rows' | 'import_unzipped' };

const MB = 1024 * 1024;
/**
 * What an .xlsx may expand to, counted as it inflates. 5,000 plain rows make a sheet of a few
 * MB and shared strings of one or two; styles and the workbook's own parts are kilobytes. Tighter
 * for the parts ExcelJS keeps whole as objects, many times their size in XML.
 */
export const UNZIPPED_LIMITS: WorkbookLimits = {
  parts: { 'xl/workbook.xml': 2 * MB, 'xl/_rels/workbook.xml.rels': 2 * MB, 'xl/styles.xml': 5 * MB, 'xl/sharedStrings.xml': 10 * MB },
  sheet: 25 * MB,
  total: 50 * MB,
};

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

/** Whether a cell holds anything but spaces (a row of blank cells is no row for the import). */
const filled = (cell: Cell) => cell !== null && !(typeof cell === 'string' && cell.trim() === '');

/**
 * Collects rows as they are read: the first one (the header) and then only filled rows, and
 * says stop (false) once there are more than `maxRows` of those, so memory stays bounded.
 */
function collector(maxRows: number) {
  const rows: SheetRow[] = [];
  let tooMany = false;
  const add = (row: SheetRow) => {
    if (rows.length > 0 && !row.cells.some(filled)) return true;
    rows.push(row);
    tooMany = rows.length - 1 > maxRows;
    return !tooMany;
  };
  return { rows, add, tooMany: () => tooMany };
}

type WorkbookModel = { sheets?: { id: number }[] };

async function readXlsx(data: Buffer, maxRows: number): Promise<SheetResult> {
  const book = workbookStream(data, UNZIPPED_LIMITS);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(book.stream, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const { rows, add, tooMany } = collector(maxRows);
  let found = false;
  let broken = false;
  try {
    for await (const sheet of reader) {
      // The first tab, as the workbook lists it (sheets before it are skipped, never kept).
      const first = (reader.model as WorkbookModel | undefined)?.sheets?.[0]?.id;
      if (first !== undefined && (sheet as unknown as { id: number }).id !== first) continue;
      found = true;
      for await (const row of sheet) {
        if (!row.hasValues) continue;
        const values = row.values as ExcelJS.CellValue[];
        if (!add({ number: row.number, cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => plain(values[i + 1])) })) break;
      }
      break;
    }
  } catch {
    broken = true; // not XML, or not a workbook's
  } finally {
    book.stream.destroy();
  }
  // The archive's own failure first: it is why ExcelJS saw a workbook cut short.
  const failure = book.failure();
  if (failure instanceof ZipTooLarge) return { ok: false, key: 'import_unzipped' };
  if (failure || broken || !found) return { ok: false, key: 'import_unreadable' };
  return tooMany() ? { ok: false, key: 'import_rows' } : { ok: true, rows };
}

async function readCsv(data: Buffer, maxRows: number): Promise<SheetResult> {
  if (data.includes(0)) return { ok: false, key: 'import_file' }; // binary, or UTF-16
  const { rows, add, tooMany } = collector(maxRows);
  let number = 0;
  await readCsvRecords(data, (cells) => {
    number += 1;
    return !cells.some((c) => c !== '') || add({ number, cells });
  });
  return tooMany() ? { ok: false, key: 'import_rows' } : { ok: true, rows };
}

/**
 * The first sheet of an .xlsx, or a .csv, told apart by their bytes: the header row and the
 * filled rows after it, read as a stream and stopped with `import_rows` past `maxRows`.
 */
export function readSpreadsheet(data: Buffer, { maxRows }: { maxRows: number }): Promise<SheetResult> {
  return startsWithZip(data) ? readXlsx(data, maxRows) : readCsv(data, maxRows);
}
