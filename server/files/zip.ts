/**
 * The total uncompressed size a zip (an .xlsx) declares in its central directory, or null when
 * it cannot be read or uses ZIP64. Checked before a workbook is opened, so a small file that
 * would inflate to gigabytes is refused (zip bomb, ASVS 5.2.3).
 */
export function zipUncompressedSize(data: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end record is in the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65535); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff) return null;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return null;
    const size = data.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return total;
}
