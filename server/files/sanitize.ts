/**
 * Images are stored as exactly the image: whatever follows the format's own
 * end (an HTML page after a PNG's IEND, a script after a JPEG's EOI) is cut, text chunks that
 * could carry markup are dropped, and a file whose structure does not hold together is refused.
 * Walked by the formats' own framing, in plain TypeScript: no image library decodes anything.
 */
import { crc32 } from 'node:zlib';
import type { FileKind } from './types';

const PNG_SIGNATURE = 8;
// Textual chunks: nothing a viewer draws, and free text anyone can fill.
const PNG_TEXT = new Set(['tEXt', 'iTXt', 'zTXt']);
const isChunkType = (type: Buffer) => type.every((b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));

/** PNG: the signature, then length-type-data-CRC chunks from IHDR to IEND, each CRC checked. */
function png(data: Buffer): Buffer | null {
  const kept: Buffer[] = [data.subarray(0, PNG_SIGNATURE)];
  let p = PNG_SIGNATURE;
  let first = true;
  let sawData = false;
  while (p + 12 <= data.length) {
    const length = data.readUInt32BE(p);
    const end = p + 12 + length;
    const typeBytes = data.subarray(p + 4, p + 8);
    if (length > 0x7fffffff || end > data.length || !isChunkType(typeBytes)) return null;
    if (crc32(data.subarray(p + 4, end - 4)) !== data.readUInt32BE(end - 4)) return null;
    const type = typeBytes.toString('latin1');
    if (first && (type !== 'IHDR' || length !== 13)) return null;
    first = false;
    if (type === 'IDAT') sawData = true;
    if (!PNG_TEXT.has(type)) kept.push(data.subarray(p, end));
    if (type === 'IEND') return sawData && length === 0 ? Buffer.concat(kept) : null;
    p = end;
  }
  return null; // no IEND: cut short
}

// Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC).
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
const XMP = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'].map((s) => Buffer.from(s, 'latin1'));

/** Comments (COM) and XMP packets (APP1): text only, never drawn. EXIF stays (it carries the orientation). */
function droppedSegment(marker: number, body: Buffer) {
  return marker === 0xfe || (marker === 0xe1 && XMP.some((id) => body.subarray(0, id.length).equals(id)));
}

/** Where a scan's entropy-coded data ends: the next marker that is not a stuffed 00 or a restart. */
function scanEnd(data: Buffer, from: number): number {
  let e = from;
  for (;;) {
    e = data.indexOf(0xff, e);
    if (e < 0 || e + 1 >= data.length) return -1;
    const next = data[e + 1];
    if (next === 0x00 || isRestart(next)) e += 2;
    else if (next === 0xff) e += 1; // fill before a marker
    else return e;
  }
}

/**
 * JPEG: SOI, then marker segments walked by their lengths (so an EXIF thumbnail, a JPEG with its
 * own EOI inside APP1, is stepped over whole), a frame before the first scan, scans followed to
 * their end, and the file ends at the EOI that follows them.
 */
function jpeg(data: Buffer): Buffer | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  const kept: Buffer[] = [data.subarray(0, 2)];
  let p = 2;
  let frame = false;
  let scanned = false;
  while (p < data.length) {
    if (data[p] !== 0xff) return null;
    while (data[p + 1] === 0xff) p += 1; // fill bytes
    if (p + 1 >= data.length) return null;
    const marker = data[p + 1];
    if (marker === 0xd9) return scanned ? Buffer.concat([...kept, data.subarray(p, p + 2)]) : null;
    if (marker === 0x00 || marker === 0xd8) return null;
    if (isRestart(marker) || marker === 0x01) {
      kept.push(data.subarray(p, p + 2));
      p += 2;
      continue;
    }
    if (p + 4 > data.length) return null;
    const length = data.readUInt16BE(p + 2);
    const end = p + 2 + length;
    if (length < 2 || end > data.length) return null;
    if (isFrame(marker)) frame = true;
    if (marker === 0xda) {
      if (!frame) return null;
      scanned = true;
      const next = scanEnd(data, end);
      if (next < 0) return null;
      kept.push(data.subarray(p, next));
      p = next;
      continue;
    }
    if (!droppedSegment(marker, data.subarray(p + 4, end))) kept.push(data.subarray(p, end));
    p = end;
  }
  return null; // no EOI: cut short
}

const fourcc = (data: Buffer, at: number) => data.toString('latin1', at, at + 4);
const VP8X_XMP_FLAG = 0x04;

/** Whether an image chunk's first bytes are what its format starts with. */
function validImageChunk(type: string, body: Buffer) {
  if (type === 'VP8 ') return body.length >= 10 && body[3] === 0x9d && body[4] === 0x01 && body[5] === 0x2a;
  if (type === 'VP8L') return body.length >= 5 && body[0] === 0x2f;
  return true;
}

/**
 * WebP: a RIFF file whose size covers chunks that fill it exactly (each padded to even), the first
 * one VP8, VP8L or VP8X, with image data. Bytes past the RIFF size are cut; XMP chunks dropped.
 */
function webp(data: Buffer): Buffer | null {
  if (data.length < 20 || fourcc(data, 0) !== 'RIFF' || fourcc(data, 8) !== 'WEBP') return null;
  const end = 8 + data.readUInt32LE(4);
  if (end > data.length) return null;
  const chunks: Buffer[] = [];
  let p = 12;
  let image = false;
  let droppedXmp = false;
  while (p < end) {
    if (p + 8 > end) return null;
    const type = fourcc(data, p);
    const size = data.readUInt32LE(p + 4);
    const next = p + 8 + size + (size & 1);
    if (next > end) return null;
    const body = data.subarray(p + 8, p + 8 + size);
    if (p === 12 && !['VP8 ', 'VP8L', 'VP8X'].includes(type)) return null;
    if (type === 'VP8X' && size < 10) return null;
    if (!validImageChunk(type, body)) return null;
    if (['VP8 ', 'VP8L', 'ANMF'].includes(type)) image = true;
    if (type === 'XMP ') droppedXmp = true;
    else chunks.push(data.subarray(p, next));
    p = next;
  }
  if (!image) return null;
  if (!droppedXmp) return data.subarray(0, end);
  // The header flags and the RIFF size say what is left.
  if (fourcc(chunks[0], 0) === 'VP8X') {
    chunks[0] = Buffer.from(chunks[0]); // a copy: the upload's own bytes stay as sent
    chunks[0][8] &= ~VP8X_XMP_FLAG;
  }
  const header = Buffer.from(data.subarray(0, 12));
  header.writeUInt32LE(4 + chunks.reduce((sum, c) => sum + c.length, 0), 4);
  return Buffer.concat([header, ...chunks]);
}

const SANITIZERS: Partial<Record<FileKind, (data: Buffer) => Buffer | null>> = { png, jpeg, webp };

/**
 * The bytes to store for a file already sniffed as `kind`: an image cut to its own end and
 * without text metadata, or null when its structure is broken. Other kinds (PDF) are kept as
 * sent; they are served as attachments instead (server/kit/files.ts).
 */
export function sanitize(data: Buffer, kind: FileKind): Buffer | null {
  const clean = SANITIZERS[kind];
  return clean ? clean(data) : data;
}
