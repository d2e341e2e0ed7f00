import { crc32 } from 'node:zlib';
import { sanitize } from '../../../server/files/sanitize';
import { FILES } from '../resources/usersHelpers';

/**
 * An image is stored as exactly the image. Trailing data goes, text metadata
 * goes, a broken structure is refused; the walk follows each format's framing, so data that only
 * looks like an end marker (an EXIF thumbnail's EOI, a stuffed byte) does not cut the image short.
 */
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
const IEND = pngChunk('IEND', Buffer.alloc(0));
/** The PNG with `chunk` put right before its IEND. */
const pngWith = (chunk: Buffer) => Buffer.concat([FILES.png.subarray(0, FILES.png.length - IEND.length), chunk, IEND]);

const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};
/** The JPEG with `segments` put right after its SOI. */
const jpegWith = (...segments: Buffer[]) => Buffer.concat([FILES.jpeg.subarray(0, 2), ...segments, FILES.jpeg.subarray(2)]);
const SOS_AT = FILES.jpeg.indexOf(Buffer.from([0xff, 0xda]));

const riff = (...chunks: Buffer[]) => {
  const head = Buffer.from('RIFF0000WEBP', 'latin1');
  head.writeUInt32LE(4 + chunks.reduce((n, c) => n + c.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
};
const riffChunk = (type: string, data: Buffer) => {
  const head = Buffer.from(`${type}0000`, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
};
const VP8 = FILES.webp.subarray(12);

describe('PNG', () => {
  it('keeps a whole PNG as it is and cuts whatever follows IEND', () => {
    expect(sanitize(FILES.png, 'png')).toEqual(FILES.png);
    expect(sanitize(Buffer.concat([FILES.png, HTML]), 'png')).toEqual(FILES.png);
  });

  it('drops tEXt, iTXt and zTXt chunks, keeping the rest', () => {
    const text = pngWith(pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')));
    expect(sanitize(text, 'png')).toEqual(FILES.png);
    const kept = pngWith(pngChunk('tIME', Buffer.from([7, 0xe9, 1, 2, 3, 4, 5])));
    expect(sanitize(kept, 'png')).toEqual(kept);
    for (const type of ['iTXt', 'zTXt']) expect(sanitize(pngWith(pngChunk(type, Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x/>'))), 'png')).toEqual(FILES.png);
  });

  it('refuses a PNG cut short, with a wrong CRC, or not starting with IHDR', () => {
    expect(sanitize(FILES.png.subarray(0, FILES.png.length - 12), 'png')).toBeNull();
    expect(sanitize(FILES.png.subarray(0, 40), 'png')).toBeNull();
    const badCrc = Buffer.from(FILES.png);
    badCrc[45] ^= 0xff; // inside IDAT's data
    expect(sanitize(badCrc, 'png')).toBeNull();
    expect(sanitize(Buffer.concat([FILES.png.subarray(0, 8), IEND]), 'png')).toBeNull();
    const huge = Buffer.from(FILES.png);
    huge.writeUInt32BE(0xfffffff0, 8);
    expect(sanitize(huge, 'png')).toBeNull();
  });
});

describe('JPEG', () => {
  it('keeps a whole JPEG as it is and cuts whatever follows its EOI', () => {
    expect(sanitize(FILES.jpeg, 'jpeg')).toEqual(FILES.jpeg);
    expect(sanitize(Buffer.concat([FILES.jpeg, HTML]), 'jpeg')).toEqual(FILES.jpeg);
    // Another JPEG glued on (a polyglot's usual trick) goes as well.
    expect(sanitize(Buffer.concat([FILES.jpeg, FILES.jpeg, HTML]), 'jpeg')).toEqual(FILES.jpeg);
  });

  it('steps over an EXIF thumbnail whose own EOI comes before the image', () => {
    const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), FILES.jpeg]));
    const withThumbnail = jpegWith(exif);
    expect(sanitize(Buffer.concat([withThumbnail, HTML]), 'jpeg')).toEqual(withThumbnail);
  });

  it('drops comments and XMP packets', () => {
    const comment = segment(0xfe, Buffer.from('<svg onload=alert(1)>'));
    const xmp = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><script/></x:xmpmeta>', 'latin1'));
    expect(sanitize(jpegWith(comment, xmp), 'jpeg')).toEqual(FILES.jpeg);
  });

  it('follows scan data past stuffed bytes and restart markers, and through a second scan', () => {
    // Entropy data: a stuffed FF 00, a restart FF D0, fill bytes before the next marker.
    const scanData = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff]);
    const sos = FILES.jpeg.subarray(SOS_AT, SOS_AT + 2 + FILES.jpeg.readUInt16BE(SOS_AT + 2));
    const dht = segment(0xc4, Buffer.from([0x00, ...Array(16).fill(0)]));
    const progressive = Buffer.concat([FILES.jpeg.subarray(0, SOS_AT), sos, scanData, dht, sos, scanData, Buffer.from([0xff, 0xd9])]);
    const clean = sanitize(Buffer.concat([progressive, HTML]), 'jpeg');
    // Fill bytes before a marker may go; everything else stays.
    const unfilled = (data: Buffer) => data.toString('hex').replace(/(ff)+(c4|da|d9)/g, 'ff$2');
    expect(clean && unfilled(clean)).toBe(unfilled(progressive));
  });

  it('refuses a JPEG cut short, without a frame before its scan, or with an EOI but no image', () => {
    expect(sanitize(FILES.jpeg.subarray(0, FILES.jpeg.length - 2), 'jpeg')).toBeNull();
    expect(sanitize(FILES.jpeg.subarray(0, SOS_AT + 4), 'jpeg')).toBeNull();
    expect(sanitize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBeNull();
    const sof = FILES.jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.concat([FILES.jpeg.subarray(0, sof), FILES.jpeg.subarray(sof + 2 + FILES.jpeg.readUInt16BE(sof + 2))]);
    expect(sanitize(noFrame, 'jpeg')).toBeNull();
    const badLength = Buffer.from(FILES.jpeg);
    badLength.writeUInt16BE(1, 4); // APP0 shorter than its own length field
    expect(sanitize(badLength, 'jpeg')).toBeNull();
    expect(sanitize(Buffer.concat([FILES.jpeg.subarray(0, 2), HTML]), 'jpeg')).toBeNull();
  });
});

describe('WebP', () => {
  it('keeps a whole WebP as it is and cuts whatever follows its RIFF size', () => {
    expect(sanitize(FILES.webp, 'webp')).toEqual(FILES.webp);
    expect(sanitize(Buffer.concat([FILES.webp, HTML]), 'webp')).toEqual(FILES.webp);
  });

  it('drops XMP chunks, and the header says so', () => {
    const vp8x = (flags: number) => riffChunk('VP8X', Buffer.from([flags, 0, 0, 0, 7, 0, 0, 7, 0, 0]));
    const withXmp = riff(vp8x(0x04), VP8, riffChunk('XMP ', Buffer.from('<x:xmpmeta><script/></x:xmpmeta>!')));
    expect(sanitize(Buffer.concat([withXmp, HTML]), 'webp')).toEqual(riff(vp8x(0), VP8));
  });

  it('refuses a WebP cut short, whose chunks overrun it, or without image data', () => {
    expect(sanitize(FILES.webp.subarray(0, FILES.webp.length - 4), 'webp')).toBeNull();
    expect(sanitize(riff(riffChunk('VP8X', Buffer.alloc(10))), 'webp')).toBeNull();
    expect(sanitize(riff(riffChunk('ICCP', Buffer.alloc(8)), VP8), 'webp')).toBeNull();
    const overrun = Buffer.from(FILES.webp);
    overrun.writeUInt32LE(0x7fffffff, 16);
    expect(sanitize(overrun, 'webp')).toBeNull();
    const notVp8 = Buffer.from(FILES.webp);
    notVp8[23] = 0; // the VP8 start code
    expect(sanitize(notVp8, 'webp')).toBeNull();
  });
});

it('keeps a PDF as sent: documents are served as attachments instead', () => {
  const pdf = Buffer.concat([FILES.pdf, HTML]);
  expect(sanitize(pdf, 'pdf')).toBe(pdf);
});
