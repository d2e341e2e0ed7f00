import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A .zip written front to back into `out` (an .xlsx is one): small entries whole, one large
 * entry streamed through a deflater with its sizes and CRC in a data descriptor after it, so no
 * entry is ever held in memory whole. Plain zip, no ZIP64: an entry stops at 4 GiB, far past the
 * 1,048,576 rows a worksheet can hold.
 */
export interface ZipStream {
  /** A whole entry, deflated at once (a few KB of XML). */
  add(name: string, data: string): void;
  /** Starts the streamed entry: `write` it, then `close` it before adding any other entry. */
  open(name: string): { write(data: string): Promise<void>; close(): Promise<void> };
  /** Writes the central directory and ends `out`. */
  end(): void;
}

const LIMIT = 0xffffffff;
const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date fields (local wall clock, 2-second steps), as zip headers hold them. */
function dosStamp(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

export function zipStream(out: Writable, now = new Date()): ZipStream {
  const entries: Entry[] = [];
  const { time, day } = dosStamp(now);
  // A caller gone mid-file: whatever waits on the deflater stops waiting (and throws).
  const gone = new AbortController();
  out.once('close', () => gone.abort(new Error('the file was closed before its end')));
  let offset = 0;
  const send = (chunk: Buffer) => {
    offset += chunk.length;
    return out.write(chunk);
  };

  /** The fields a local header and the central directory both hold, from "version needed" to the name's length. */
  const entryFields = (header: Buffer, at: number, entry: Entry) => {
    header.writeUInt16LE(20, at); // version needed: zip 2.0
    header.writeUInt16LE(entry.flags, at + 2);
    header.writeUInt16LE(8, at + 4); // deflate
    header.writeUInt16LE(time, at + 6);
    header.writeUInt16LE(day, at + 8);
    header.writeUInt32LE(entry.crc, at + 10);
    header.writeUInt32LE(entry.compressed, at + 14);
    header.writeUInt32LE(entry.size, at + 18);
    header.writeUInt16LE(entry.name.length, at + 22);
  };
  const localHeader = (entry: Entry) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    entryFields(header, 4, entry);
    send(Buffer.concat([header, entry.name]));
  };

  return {
    add(name, data) {
      const raw = Buffer.from(data);
      const deflated = zlib.deflateRawSync(raw);
      const entry: Entry = { name: Buffer.from(name), flags: UTF8_NAMES, crc: zlib.crc32(raw), compressed: deflated.length, size: raw.length, offset };
      entries.push(entry);
      localHeader(entry);
      send(deflated);
    },

    open(name) {
      const entry: Entry = { name: Buffer.from(name), flags: UTF8_NAMES | DATA_DESCRIPTOR, crc: 0, compressed: 0, size: 0, offset };
      entries.push(entry);
      localHeader(entry);
      const deflater = zlib.createDeflateRaw();
      gone.signal.addEventListener('abort', () => deflater.destroy(), { once: true });
      // The deflater's output goes on as it comes, and waits while `out` is full.
      deflater.on('data', (chunk: Buffer) => {
        entry.compressed += chunk.length;
        if (!send(chunk)) {
          deflater.pause();
          out.once('drain', () => deflater.resume());
        }
      });
      const ended = once(deflater, 'end', { signal: gone.signal });
      ended.catch(() => undefined); // awaited by close(); a write meanwhile sees the abort itself
      return {
        async write(data) {
          const raw = Buffer.from(data);
          entry.crc = zlib.crc32(raw, entry.crc);
          entry.size += raw.length;
          if (entry.size > LIMIT) throw new Error(`${name} is larger than a zip entry can be (4 GiB)`);
          if (!deflater.write(raw)) await once(deflater, 'drain', { signal: gone.signal });
        },
        async close() {
          deflater.end();
          await ended;
          const descriptor = Buffer.alloc(16);
          descriptor.writeUInt32LE(0x08074b50, 0);
          descriptor.writeUInt32LE(entry.crc, 4);
          descriptor.writeUInt32LE(entry.compressed, 8);
          descriptor.writeUInt32LE(entry.size, 12);
          send(descriptor);
        },
      };
    },

    end() {
      const start = offset;
      for (const entry of entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(20, 4); // made by: zip 2.0
        entryFields(header, 6, entry);
        header.writeUInt32LE(entry.offset, 42);
        send(Buffer.concat([header, entry.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      send(end);
      out.end();
    },
  };
}
