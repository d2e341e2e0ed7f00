import { readFileSync } from 'node:fs';

/**
 * The demo's pictures and documents: small files committed in server/seed/assets/ (profile
 * pictures and licences of the staff; vehicle photos, plates and document scans; audit and
 * incident photos), valid files of the types the API accepts, stored like any upload. Each comes
 * in a handful of variants, chosen by a record's number, so the seed stays deterministic.
 */

const read = new Map<string, Buffer>();
/** One file of server/seed/assets/, read once: the seed stores hundreds alike. */
export function seedAsset(path: string): Buffer {
  if (!read.has(path)) read.set(path, readFileSync(new URL(`./assets/${path}`, import.meta.url)));
  return read.get(path)!;
}

/** Variant `n` of `count` files named `<name>-<i>.png` in `folder`. */
const variant = (folder: string, name: string, count: number) => (n: number) => seedAsset(`${folder}/${name}-${n % count}.png`);

/** A head-and-shoulders silhouette on a coloured square. */
export const avatarPng = variant('users', 'avatar', 6);
/** A licence card photographed: a pale card with a coloured band and a photo box. */
export const licenceCardPng = variant('users', 'licence-card', 4);
/** A scanned licence, as a one-page PDF. */
export const licencePdf = () => seedAsset('users/licence.pdf');

/** The three views of a demo vehicle's photos (imagen1, imagen2, imagen3). */
export type CarView = 'side' | 'front' | 'rear';
export type CarBody = 'sedan' | 'pickup' | 'van';
/** A 160×100 vehicle photo from one side, in its body and colour (vehicleCatalog.ts DEMO_COLOURS `photo`). */
export const carPng = (view: CarView, body: CarBody, colour: string) => seedAsset(`vehicles/${body}-${view}-${colour}.png`);
/** A licence plate photographed: a band in one of a few states' colours; its text reads MUESTRA (sample). */
export const platePng = variant('vehicles', 'plate', 4);
/** A scanned paper document (a road permit card, a verification certificate): a band, lines of text and a stamp. */
export const documentScanPng = variant('vehicles', 'document-scan', 4);
/** An insurance policy and a verification certificate, as one-page PDFs. */
export const insurancePdf = () => seedAsset('vehicles/insurance.pdf');
export const verificationPdf = () => seedAsset('vehicles/verification.pdf');

/** The corner mark of a rating: green for good or present, amber for regular, red (and a crack) for bad or missing. */
const MARKS: Record<string, string> = { good: 'good', yes: 'good', regular: 'regular', bad: 'bad', no: 'bad' };
/** An audited item's close-up: a shape on a grey backdrop with its rating's mark; items take turns among three. */
export const auditItemPng = (index: number, rating: string) => seedAsset(`loans/audit-item-${index % 3}-${MARKS[rating] ?? 'regular'}.png`);
/** An incident photo: a body panel with a dent and scratches, one of four framings. */
export const incidentPng = variant('loans', 'incident', 4);
