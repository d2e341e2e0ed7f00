import { constants, deflateRawSync } from 'node:zlib';

/** Zip files written by hand for the import tests: sizes that lie, bombs, minimal workbooks. */

export const MB = 1024 * 1024;

/**
 * Raw deflate data of `open`, `mb` MB of `fill` and `close`, about 1 KB a MB: each piece fully
 * flushed (a full flush starts afresh, so pieces chain) and one flushed MB repeated.
 */
export function deflatedPadding(mb: number, { fill = 0, open = '', close = '' }: { fill?: string | number; open?: string; close?: string } = {}) {
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const oneMb = deflateRawSync(Buffer.alloc(MB, fill), flush);
  return Buffer.concat([deflateRawSync(open, flush), ...Array<Buffer>(mb).fill(oneMb), deflateRawSync(close)]);
}
export const zeros = (mb: number) => deflatedPadding(mb);

export interface Entry {
  name: string;
  /** Plain content, deflated here; or `deflated`, raw deflate data as it is. */
  content?: string;
  deflated?: Buffer;
  /** The uncompressed size the headers claim; the real one by default. */
  claims?: number;
}

/** A zip written by hand: local headers, data, central directory and end record, sizes as claimed. */
export function zip(entries: Entry[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.deflated ?? deflateRawSync(Buffer.from(entry.content ?? ''));
    const size = entry.claims ?? Buffer.byteLength(entry.content ?? '');
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a one-sheet workbook whose rows are inline strings. */
export function workbook(rows: string[][], extra: Entry[] = []): Entry[] {
  const cell = (v: string, col: number, row: number) => `<c r="${String.fromCharCode(65 + col)}${row}" t="inlineStr"><is><t>${v}</t></is></c>`;
  return [
    {
      name: 'xl/workbook.xml',
      content: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Usuarios" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.map((r, i) => `<row r="${i + 1}">${r.map((v, col) => cell(v, col, i + 1)).join('')}</row>`).join('')}</sheetData></worksheet>`,
    },
    ...extra,
  ];
}
