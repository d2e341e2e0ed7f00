import { Readable } from 'node:stream';
import { inflateEntry, inflatedSize, ZipTooLarge, ZipUnreadable, zipEntries, type ZipEntry } from './zip';

/** What a workbook may expand to, in bytes: its own parts by name, each sheet, and all read. */
export interface WorkbookLimits {
  parts: Record<string, number>;
  sheet: number;
  total: number;
}

/** The parts ExcelJS's streaming reader reads, in the order it needs them before any sheet. */
const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
/**
 * Stand-ins for parts a workbook may lack (ExcelJS writes no shared strings when asked not to):
 * without them the reader would park every sheet in a temporary file until the end.
 */
const EMPTY: Record<string, Buffer> = {
  'xl/_rels/workbook.xml.rels': Buffer.from('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'),
  'xl/sharedStrings.xml': Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
};
/** An end-of-directory record with no entries: the reader stops there instead of failing on a cut file. */
const END = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** A local header of a stored (uncompressed) entry of `size` bytes; the reader checks no CRC. */
function storedHeader(name: string, size: number) {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x800, 6); // the name is UTF-8
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/**
 * The parts to hand on: the workbook's own, then its sheets by number; the rest is never
 * inflated. A bare name stands for a missing part that gets its EMPTY stand-in.
 */
function chosen(entries: ZipEntry[]): (ZipEntry | string)[] {
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) if (!byName.has(entry.name)) byName.set(entry.name, entry);
  const sheets = [...byName.values()].filter((e) => SHEET.test(e.name)).sort((a, b) => Number(SHEET.exec(a.name)![1]) - Number(SHEET.exec(b.name)![1]));
  const parts = PARTS.flatMap((name): (ZipEntry | string)[] => {
    const entry = byName.get(name);
    return entry ? [entry] : EMPTY[name] ? [name] : [];
  });
  return [...parts, ...sheets];
}

export interface WorkbookStream {
  /** A zip of stored entries for ExcelJS.stream.xlsx.WorkbookReader, produced as it is read. */
  stream: Readable;
  /** Why the stream ended early, once it has: the archive was unreadable or expanded too far. */
  failure: () => ZipTooLarge | ZipUnreadable | null;
}

/**
 * The .xlsx in `data` rewritten on the fly so that ExcelJS only ever sees bytes counted here:
 * each part is inflated once to measure it under the limits (and forgotten), then again into
 * the stream behind a header that states its true size. A failure ends the stream before the
 * failing part's header, so the reader stops cleanly and `failure()` says why.
 */
export function workbookStream(data: Buffer, limits: WorkbookLimits): WorkbookStream {
  let failure: ZipTooLarge | ZipUnreadable | null = null;
  const budget = { entry: 0, total: limits.total, used: 0 };
  async function* parts() {
    try {
      for (const entry of chosen(zipEntries(data))) {
        if (typeof entry === 'string') {
          yield storedHeader(entry, EMPTY[entry].length);
          yield EMPTY[entry];
          continue;
        }
        budget.entry = limits.parts[entry.name] ?? limits.sheet;
        const size = await inflatedSize(data, entry, budget);
        yield storedHeader(entry.name, size);
        // Inflating is deterministic: the same bytes again, capped at the size just measured.
        yield* inflateEntry(data, entry, { entry: size, total: size, used: 0 });
      }
    } catch (err) {
      // Ending (not erroring) the stream: ExcelJS would wait forever on an input that errors.
      failure = err instanceof ZipTooLarge ? err : new ZipUnreadable();
    }
    yield END;
  }
  return { stream: Readable.from(parts(), { objectMode: false }), failure: () => failure };
}
