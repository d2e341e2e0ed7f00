import type { Writable } from 'node:stream';
import { zipStream } from './zipStream';

/**
 * A one-sheet .xlsx written as its rows come: the sheet's XML goes through a deflater straight
 * into `out` a chunk at a time. ExcelJS's stream writer makes a Buffer per row that V8 collects
 * only once many have piled up, so a large export would grow the server's memory past the
 * export's memory target; these rows are plain strings, joined into chunks of about 64 KB.
 *
 * What the file holds is what the export promised: inline strings, numbers, real date cells with
 * an Excel number format, sized columns, a bold header row frozen at the top and an autofilter.
 */

/** A cell: text, a number, a date (its UTC fields are the wall clock shown), or empty. */
export type Cell = string | number | Date | null;

export interface SheetColumn {
  /** In characters, as Excel measures widths. */
  width: number;
  /** An Excel number format for the column's date cells. */
  numFmt?: string;
}

export interface XlsxStream {
  /** Adds a row; resolves once the file can take more. */
  row(cells: Cell[], header?: boolean): Promise<void>;
  /** Writes the rest of the file (autofilter over every row written) and ends `out`. */
  end(): Promise<void>;
}

const CHUNK = 16 * 1024;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's day 0 (1899-12-30) in Unix milliseconds: date cells hold days since then. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** XML 1.0 cannot hold C0 controls (but tab and line breaks), U+FFFE/U+FFFF or lone surrogates: they are left out. */
// eslint-disable-next-line no-control-regex -- these very characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPED = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const xmlText = (s: string) => s.replace(NOT_XML, '').replace(ESCAPED, (c) => ENTITIES[c]);

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A worksheet name as Excel takes it: none of : \ / ? * [ ], at most 31 characters, not empty. */
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').replace(NOT_XML, '').slice(0, 31).trim() || 'Sheet1';

export function xlsxStream(out: Writable, name: string, columns: SheetColumn[]): XlsxStream {
  const zip = zipStream(out);
  const letters = columns.map((_c, i) => columnName(i));
  // Styles: 0 plain, 1 bold (the header), then one per date format.
  const formats = [...new Set(columns.map((c) => c.numFmt).filter((f): f is string => !!f))];
  const dateStyle = columns.map((c) => (c.numFmt ? 2 + formats.indexOf(c.numFmt) : 0));
  const sheet = zip.open('xl/worksheets/sheet1.xml');
  let rows = 0;
  let pending = '';

  const cellXml = (cell: Cell, ref: string, style: number) => {
    if (cell === null || cell === '') return style ? `<c r="${ref}" s="${style}"/>` : '';
    if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${cell}</v></c>` : '';
    if (cell instanceof Date) return `<c r="${ref}" s="${style}"><v>${(cell.getTime() - EXCEL_EPOCH_MS) / DAY_MS}</v></c>`;
    return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
  };
  const flush = async () => {
    const chunk = pending;
    pending = '';
    await sheet.write(chunk);
  };

  pending =
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${dateStyle[i] ? ` style="${dateStyle[i]}"` : ''}/>`).join('')}</cols>` +
    '<sheetData>';

  return {
    async row(cells, header = false) {
      rows += 1;
      let xml = header ? `<row r="${rows}" s="1" customFormat="1">` : `<row r="${rows}">`;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i];
        xml += cellXml(cell, letters[i] + rows, header ? 1 : cell instanceof Date ? dateStyle[i] : 0);
      }
      pending += xml + '</row>';
      if (pending.length >= CHUNK) await flush();
    },

    async end() {
      const range = `A1:${letters[letters.length - 1] ?? 'A'}${Math.max(rows, 1)}`;
      pending += `</sheetData><autoFilter ref="${range}"/><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
      await flush();
      await sheet.close();
      const title = sheetName(name);
      zip.add(
        '[Content_Types].xml',
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
      );
      zip.add('_rels/.rels', `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
      zip.add(
        'xl/workbook.xml',
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(title)}" sheetId="1" r:id="rId1"/></sheets>` +
          `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${xmlText(title.replace(/'/g, "''"))}'!$A$1:$${range.split(':')[1].replace(/(\d+)$/, '$$$1')}</definedName></definedNames></workbook>`,
      );
      zip.add(
        'xl/_rels/workbook.xml.rels',
        `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
      );
      zip.add(
        'xl/styles.xml',
        `${XML}<styleSheet xmlns="${MAIN}">` +
          (formats.length ? `<numFmts count="${formats.length}">${formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`).join('')}</numFmts>` : '') +
          '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
          '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
          '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
          '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
          `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
          formats.map((_f, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('') +
          '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
      );
      zip.end();
    },
  };
}
