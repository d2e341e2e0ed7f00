import { deflateSync } from 'node:zlib';

/**
 * Small generated files for the demo staff (profile pictures, scanned licences), so the record
 * pages have something real to show without shipping binary fixtures. They are valid files of
 * the types the API accepts (server/files/types.ts sniffs them like any upload).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/** An RGB PNG whose pixels `paint(x, y)` decides. */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE: Rgb[] = [
  [0x1e, 0x88, 0xe5], [0x43, 0xa0, 0x47], [0xfb, 0x8c, 0x00], [0x8e, 0x24, 0xaa],
  [0x00, 0x89, 0x7b], [0xe5, 0x39, 0x35], [0x5c, 0x6b, 0xc0], [0x6d, 0x4c, 0x41],
];

/** Generated once per variant: the seed asks for hundreds. */
const memo = (make: (variant: number) => Buffer) => {
  const made = new Map<number, Buffer>();
  return (variant: number) => {
    const key = variant % PALETTE.length;
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
};

/** A head-and-shoulders silhouette on a coloured square, one of PALETTE.length variants. */
export const avatarPng = memo((variant) => {
  const background = PALETTE[variant % PALETTE.length];
  const figure: Rgb = [0xf5, 0xf5, 0xf5];
  const size = 96;
  return png(size, size, (x, y) => {
    const head = (x - 48) ** 2 + (y - 38) ** 2 <= 17 ** 2;
    const shoulders = y >= 62 && ((x - 48) / 34) ** 2 + ((y - 98) / 38) ** 2 <= 1;
    return head || shoulders ? figure : background;
  });
});

/** A licence card photographed: a pale card with a coloured band and a photo box. */
export const licenceCardPng = memo((variant) => {
  const band = PALETTE[variant % PALETTE.length];
  return png(172, 108, (x, y) => {
    if (y < 18) return band;
    if (x >= 12 && x < 52 && y >= 30 && y < 92) return [0xbd, 0xbd, 0xbd];
    if (x >= 64 && x < 160 && (y === 40 || y === 56 || y === 72)) return [0x9e, 0x9e, 0x9e];
    return [0xfa, 0xf7, 0xef];
  });
});

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF licence with the holder's name, number and expiry (Helvetica, WinAnsi). */
export function licencePdf(lines: string[]): Buffer {
  const content = ['BT', '/F1 18 Tf', '24 200 Td', `(${pdfText(lines[0] ?? '')}) Tj`, '/F1 12 Tf']
    .concat(lines.slice(1).flatMap((line) => ['0 -24 Td', `(${pdfText(line)}) Tj`]))
    .concat(['ET'])
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 250] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
