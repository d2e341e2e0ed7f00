import { png, type Rgb } from './placeholders';

/**
 * Placeholder photos for the demo audits and incidents (server/seed/loanWrites.ts stores them):
 * small PNGs the API serves like any upload, made once per variant.
 */

const SHAPES: Rgb[] = [
  [0x37, 0x47, 0x4f], [0x1e, 0x88, 0xe5], [0x43, 0xa0, 0x47], [0xfb, 0x8c, 0x00],
  [0x8e, 0x24, 0xaa], [0x00, 0x89, 0x7b], [0x6d, 0x4c, 0x41], [0x5c, 0x6b, 0xc0],
];
/** The corner mark of a rating: green for good or present, amber for regular, red for bad or missing. */
const MARKS: Record<string, Rgb> = { good: [0x2e, 0x7d, 0x32], yes: [0x2e, 0x7d, 0x32], regular: [0xf9, 0xa8, 0x25], bad: [0xc6, 0x28, 0x28], no: [0xc6, 0x28, 0x28] };
const BACKDROP: Rgb = [0xe0, 0xe3, 0xe6];
const CRACK: Rgb = [0x21, 0x21, 0x21];

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

const items = new Map<string, Buffer>();
/**
 * An audited item's close-up (120×90): a shape in the item's colour on a grey backdrop, a corner
 * mark in the rating's colour, and for a bad or missing item a dark crack across it.
 */
export function auditItemPng(index: number, rating: string): Buffer {
  const key = `${index}:${rating}`;
  if (items.has(key)) return items.get(key)!;
  const colour = SHAPES[index % SHAPES.length];
  const shape = index % 3;
  const mark = MARKS[rating] ?? MARKS.regular;
  const damaged = rating === 'bad' || rating === 'no';
  const made = png(120, 90, (x, y) => {
    if (inCircle(x, y, 106, 14, 8)) return mark;
    if (damaged && Math.abs(y - 20 - Math.round(x * 0.55) - ((x >> 2) % 3)) <= 1 && x > 25 && x < 95) return CRACK;
    const inside = shape === 0 ? inCircle(x, y, 60, 48, 28) && !inCircle(x, y, 60, 48, 11) : shape === 1 ? x >= 28 && x < 92 && y >= 24 && y < 72 : y >= 20 && y < 76 && Math.abs(x - 60) <= (y - 20) * 0.6;
    return inside ? colour : BACKDROP;
  });
  items.set(key, made);
  return made;
}

const incidents = new Map<number, Buffer>();
/** An incident photo (160×100): a body panel in white paint with a dent and scratches, one of four framings. */
export function incidentPng(variant: number): Buffer {
  const key = variant % 4;
  if (incidents.has(key)) return incidents.get(key)!;
  const cx = 50 + key * 20;
  const made = png(160, 100, (x, y) => {
    if (y > 84) return [0x9e, 0xa4, 0xaa];
    const dent = (x - cx) ** 2 / 600 + (y - 50) ** 2 / 260;
    if (dent <= 1 && dent > 0.78) return [0x61, 0x61, 0x61];
    if (dent <= 0.78) return [0xcf, 0xd2, 0xd6];
    if (Math.abs(y - 30 - ((x - cx) >> 2)) <= 0 && x > cx - 40 && x < cx + 45) return [0x75, 0x75, 0x75];
    if (y === 62 + (key % 2) && x > 10 && x < 150) return [0xbd, 0xbd, 0xbd];
    return [0xf2, 0xf2, 0xf2];
  });
  incidents.set(key, made);
  return made;
}
