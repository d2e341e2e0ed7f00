import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * Reading a zip (an .xlsx) without trusting what it says about itself (zip bomb, ASVS 5.2.3):
 * sizes come from counting the bytes the inflater actually produces, never from the headers.
 */

export interface ZipEntry {
  name: string;
  method: number;
  /** Where the entry's stored bytes start and end in the archive (checked to lie inside it). */
  start: number;
  end: number;
}

/** Produced bytes allowed: per entry and for the whole archive (shared by every read of it). */
export interface InflateBudget {
  entry: number;
  total: number;
  used: number;
}

/** The archive expands past a budget; `limit` is the one passed, in bytes. */
export class ZipTooLarge extends Error {
  constructor(readonly limit: number) {
    super('zip expands past its limit');
  }
}

/** The archive cannot be read: no directory, ZIP64, encryption, an unknown method, bad offsets. */
export class ZipUnreadable extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const CHUNK = 64 * 1024;

/** The entries of the central directory, each located through its own local header. */
export function zipEntries(data: Buffer): ZipEntry[] {
  // The end record is in the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65535); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipUnreadable();
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipUnreadable();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) throw new ZipUnreadable();
    const flags = data.readUInt16LE(offset + 8);
    const method = data.readUInt16LE(offset + 10);
    const compressed = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString('utf8', offset + 46, Math.min(data.length, offset + 46 + nameLength));
    // Encrypted entries and methods other than stored and deflate are not workbooks.
    if (flags & 1 || (method !== 0 && method !== 8) || compressed === 0xffffffff) throw new ZipUnreadable();
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) throw new ZipUnreadable();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressed > data.length) throw new ZipUnreadable();
    entries.push({ name, method, start, end: start + compressed });
    offset += 46 + nameLength + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return entries;
}

/**
 * The entry's content as a stream of chunks, inflated off the event loop (zlib's thread pool)
 * and counted as it is produced: past `budget.entry` for this entry or `budget.total` for the
 * archive it fails with ZipTooLarge at once, having held no more than one chunk in memory.
 */
export async function* inflateEntry(data: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  const raw = data.subarray(entry.start, entry.end);
  // Stored content is handed on in zlib-sized pieces too, so no reader gets megabytes in one go.
  const pieces = function* () {
    for (let i = 0; i < raw.length; i += CHUNK) yield raw.subarray(i, i + CHUNK);
  };
  const source = entry.method === 0 ? Readable.from(pieces()) : Readable.from([raw]).pipe(createInflateRaw({ chunkSize: CHUNK }));
  let produced = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      produced += chunk.length;
      budget.used += chunk.length;
      if (produced > budget.entry) throw new ZipTooLarge(budget.entry);
      if (budget.used > budget.total) throw new ZipTooLarge(budget.total);
      yield chunk;
    }
  } catch (err) {
    if (err instanceof ZipTooLarge) throw err;
    throw new ZipUnreadable(); // corrupt deflate data
  } finally {
    source.destroy();
  }
}

/** How many bytes the entry inflates to, read to the end under the budget and then forgotten. */
export async function inflatedSize(data: Buffer, entry: ZipEntry, budget: InflateBudget): Promise<number> {
  let size = 0;
  for await (const chunk of inflateEntry(data, entry, budget)) size += chunk.length;
  return size;
}
