import { deflateSync } from 'node:zlib';

/**
 * Small generated files for the demo staff (profile pictures, scanned licences) and vehicles
 * (photos, plates, document scans), so the record pages have something real to show without shipping binary fixtures. They are valid files of
 * the types the API accepts (server/files/types.ts sniffs them like any upload).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
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

export type Rgb = [number, number, number];

/** An RGB PNG whose pixels `paint(x, y)` decides. */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      // Byte by byte: Buffer.set per pixel makes the vehicles' hundreds of images slow.
      const [r, g, b] = paint(x, y);
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
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

/** A one-page PDF document: a title and a few lines (a licence's holder and expiry, a policy's vehicle) in Helvetica, WinAnsi. */
export function documentPdf(lines: string[]): Buffer {
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
export const licencePdf = documentPdf;

/** The three views of a demo vehicle's photos (imagen1, imagen2, imagen3). */
export type CarView = 'side' | 'front' | 'rear';
export type CarBody = 'sedan' | 'pickup' | 'van';

const SKY: Rgb = [0xdd, 0xe6, 0xee];
const GROUND: Rgb = [0xa9, 0xaf, 0xb5];
const GLASS: Rgb = [0x6f, 0x8f, 0xa8];
const TYRE: Rgb = [0x26, 0x26, 0x26];
const HUB: Rgb = [0x9e, 0x9e, 0x9e];
const GRILLE: Rgb = [0x3a, 0x3a, 0x3a];
const PLATE_EDGE: Rgb = [0x42, 0x42, 0x42];
const PLATE_INK: Rgb = [0x11, 0x11, 0x11];
const PLATE_WHITE: Rgb = [0xfa, 0xfa, 0xfa];

const inBox = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
/** Between two slanted sides: the cabin of a car, from top0..top1 at y0 widening to bottom0..bottom1 at y1. */
const inTrapezoid = (x: number, y: number, y0: number, y1: number, top0: number, top1: number, bottom0: number, bottom1: number) => {
  if (y < y0 || y >= y1) return false;
  const t = (y - y0) / (y1 - y0);
  return x >= top0 + (bottom0 - top0) * t && x < top1 + (bottom1 - top1) * t;
};

/** A side view: body, cabin with its windows and two wheels, by body type. */
function sidePaint(body: CarBody, colour: Rgb) {
  const wheels = body === 'sedan' ? [42, 118] : body === 'pickup' ? [36, 124] : [38, 122];
  return (x: number, y: number): Rgb => {
    for (const cx of wheels) {
      if (inCircle(x, y, cx, 76, 5)) return HUB;
      if (inCircle(x, y, cx, 76, 12)) return TYRE;
    }
    if (body === 'sedan') {
      if (inTrapezoid(x, y, 31, 48, 57, 99, 47, 111) && !inBox(x, y, 76, 0, 80, 100)) return GLASS;
      if (inTrapezoid(x, y, 28, 48, 54, 100, 42, 116) || inBox(x, y, 14, 48, 146, 76)) return colour;
    } else if (body === 'pickup') {
      if (inTrapezoid(x, y, 33, 50, 40, 76, 32, 78)) return GLASS;
      if (inTrapezoid(x, y, 30, 50, 38, 82, 28, 84) || inBox(x, y, 10, 50, 150, 76)) return colour;
    } else {
      if (inBox(x, y, 26, 32, 140, 46) && (x - 26) % 30 > 3) return GLASS;
      if (inTrapezoid(x, y, 26, 50, 26, 148, 12, 148) || inBox(x, y, 12, 50, 148, 76)) return colour;
    }
    return y >= 84 ? GROUND : SKY;
  };
}

/** A front or rear view: body, windscreen, lights (white in front, red behind) and wheels. */
function endPaint(view: 'front' | 'rear', body: CarBody, colour: Rgb) {
  const top = body === 'van' ? 14 : 24;
  const lights: Rgb = view === 'front' ? [0xff, 0xf4, 0xc2] : [0xd3, 0x2f, 0x2f];
  return (x: number, y: number): Rgb => {
    if (inBox(x, y, 34, 80, 50, 92) || inBox(x, y, 110, 80, 126, 92)) return TYRE;
    if (inBox(x, y, 36, 52, 54, 60) || inBox(x, y, 106, 52, 124, 60)) return lights;
    if (view === 'front' && inBox(x, y, 62, 54, 98, 64)) return GRILLE;
    if (view === 'rear' && inBox(x, y, 66, 62, 94, 72)) return PLATE_WHITE;
    if (inTrapezoid(x, y, top + 3, 44, 52, 108, 44, 116)) return GLASS;
    if (inTrapezoid(x, y, top, 44, 48, 112, 38, 122) || inBox(x, y, 30, 44, 130, 80)) return colour;
    return y >= 88 ? GROUND : SKY;
  };
}

const cars = new Map<string, Buffer>();
/** A 160×100 vehicle photo in its colour, made once per view, body and colour (the seed asks for many alike). */
export function carPng(view: CarView, body: CarBody, colour: Rgb): Buffer {
  const key = `${view}:${body}:${colour.join(',')}`;
  if (!cars.has(key)) cars.set(key, png(160, 100, view === 'side' ? sidePaint(body, colour) : endPaint(view, body, colour)));
  return cars.get(key)!;
}

/** 5×7 glyphs for plates: each row's five pixels as one base-32 digit, top row first. */
const GLYPHS = Object.fromEntries(
  ('0EHJLPHE 14C4444E 2EH1248V 3U11E11U 426AIV22 5VGU11HE 668GUHHE 7V124888 8EHHEHHE 9EHHF12C AEHHVHHH BUHHUHHU CEHGGGHE ' +
    'DSIHHHIS EVGGUGGV FVGGUGGG GEHGNHHF HHHHVHHH IE44444E J72222IC KHIKOKIH LGGGGGGV MHRLLHHH NHHPLJHH OEHHHHHE PUHHUGGG ' +
    'QEHHHLID RUHHUKIH SFGGE11U TV444444 UHHHHHHE VHHHHHA4 WHHHLLLA XHHA4AHH YHHA4444 ZV1248GV -000V000')
    .split(' ')
    .map((g) => [g[0], [...g.slice(1)].map((digit) => parseInt(digit, 32))]),
);

/** A 180×90 licence plate: white, a coloured band on top, the plate's text in black 5×7 glyphs drawn 3 pixels a dot. */
export function platePng(text: string, band: Rgb): Buffer {
  const scale = 3;
  const advance = 6 * scale;
  const left = Math.floor((180 - (text.length * advance - scale)) / 2);
  const top = 34;
  return png(180, 90, (x, y) => {
    if (x < 3 || x >= 177 || y < 3 || y >= 87) return PLATE_EDGE;
    if (y < 20) return band;
    const cx = Math.floor((x - left) / advance);
    const gx = Math.floor(((x - left) % advance) / scale);
    const gy = Math.floor((y - top) / scale);
    const glyph = x >= left && cx < text.length ? GLYPHS[text[cx]] : undefined;
    if (glyph && gx < 5 && gy >= 0 && gy < 7 && (glyph[gy] >> (4 - gx)) & 1) return PLATE_INK;
    return PLATE_WHITE;
  });
}

/** A scanned paper document (a road permit card, a verification certificate): a band, lines of text and a stamp. */
export const documentScanPng = memo((variant) => {
  const band = PALETTE[variant % PALETTE.length];
  return png(160, 110, (x, y) => {
    if (y < 16) return band;
    if (inCircle(x, y, 128, 84, 14) && !inCircle(x, y, 128, 84, 11)) return band;
    if (x >= 12 && x < 148 && y >= 28 && y < 76 && (y - 28) % 12 < 2 && x < 148 - ((y * 7) % 40)) return [0x9e, 0x9e, 0x9e];
    return [0xfb, 0xfa, 0xf5];
  });
});
