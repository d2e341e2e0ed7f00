import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { ACCESSORY_RATINGS, AUDIT_PHOTOS_MAX_MB, FUEL_PERCENT, LOAN_TEXT, PART_RATINGS } from '../../../domain/loans';
import { ACTIVE_STATUS } from '../../../domain/status';
import type { AppContext } from '../../context';
import { accesorios, piezas } from '../../db/schema';
import type { Db } from '../../db/client';
import { IMAGE_KINDS } from '../../files/types';
import { addFieldError, readForm, type Form } from '../../files/upload';
import type { Message } from '../../http/errors';

/**
 * DOMAIN §5 audit form: `kilometraje`, `gasolina`, and for every active part `pieza_<id>` (good,
 * regular, bad) and every active accessory `accesorio_<id>` (yes, no), each with
 * `<key>_comentario` and `<key>_imagen`. A missing rating, comment or photo is a field error
 * under the item's key (SPEC §5), all found at once.
 */

export interface AuditItemSpec {
  key: string;
  pieza: number | null;
  accesorio: number | null;
  name: string;
  ratings: readonly string[];
}

/** A read audit form: the form and the items it had to carry (the catalogue as it was when read). */
export interface AuditBody {
  form: Form;
  items: AuditItemSpec[];
}

/** The active parts and accessories, in name order, as the items an audit rates. */
export async function auditItems(db: Db): Promise<AuditItemSpec[]> {
  const active = (table: typeof piezas | typeof accesorios) =>
    db.select({ id: table.id, name: table.name }).from(table).where(eq(table.status, ACTIVE_STATUS.active)).orderBy(asc(table.name));
  const [parts, accessories] = await Promise.all([active(piezas), active(accesorios)]);
  return [
    ...parts.map((p) => ({ key: `pieza_${p.id}`, pieza: p.id, accesorio: null, name: p.name, ratings: PART_RATINGS })),
    ...accessories.map((a) => ({ key: `accesorio_${a.id}`, pieza: null, accesorio: a.id, name: a.name, ratings: ACCESSORY_RATINGS })),
  ];
}

/** Reads the multipart body (photos into memory, nothing stored yet, AUDIT_PHOTOS_MAX_MB in all). */
export async function readAuditForm(req: FastifyRequest, ctx: AppContext): Promise<AuditBody> {
  const items = await auditItems(ctx.database.db);
  const photos = items.map((item) => `${item.key}_imagen`);
  const form = await readForm(req, {
    files: Object.fromEntries(photos.map((name) => [name, IMAGE_KINDS])),
    optional: photos,
    maxTotalMb: AUDIT_PHOTOS_MAX_MB,
    fields: ['kilometraje', 'gasolina', ...items.flatMap((item) => [item.key, `${item.key}_comentario`])],
  });
  return { form, items };
}

/** Adds `validation.<key>` under `field` to a multipart form's errors (audits and incidents). */
export const addFormError = (errors: Record<string, Message[]>, field: string, key: string, params?: Record<string, unknown>) =>
  addFieldError(errors, field, { key: `validation.${key}`, params });

/** A whole number within [min, max] from a form field, or null with its error added. */
function readWhole(form: Form, field: string, min: number, max?: number): number | null {
  const value = (form.fields[field] ?? '').trim();
  if (form.errors[field]) return null;
  if (!value) return addFormError(form.errors, field, 'required'), null;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) return addFormError(form.errors, field, 'integer'), null;
  const n = Number(value);
  if (n < min) return addFormError(form.errors, field, 'min_value', { count: min }), null;
  if (max !== undefined && n > max) return addFormError(form.errors, field, 'max_value', { count: max }), null;
  return n;
}

/** The checked audit: its numbers and items, every error added to the form's. */
export function checkAudit({ form, items }: AuditBody, minKm: number | null) {
  const kilometraje = readWhole(form, 'kilometraje', 0, 2_000_000_000);
  const gasolina = readWhole(form, 'gasolina', FUEL_PERCENT.min, FUEL_PERCENT.max);
  // The final audit's mileage is not below the initial's (DOMAIN §5).
  if (kilometraje !== null && minKm !== null && kilometraje < minKm) addFormError(form.errors, 'kilometraje', 'audit_km_below', { count: minKm });
  const rated = items.map((item) => {
    const rating = (form.fields[item.key] ?? '').trim();
    const comment = (form.fields[`${item.key}_comentario`] ?? '').trim();
    const photo = form.files[`${item.key}_imagen`];
    if (!rating) addFormError(form.errors, item.key, 'audit_rating');
    else if (!item.ratings.includes(rating)) addFormError(form.errors, item.key, 'choice');
    if (!comment) addFormError(form.errors, item.key, 'audit_comment');
    else if (comment.length > LOAN_TEXT.comentario) addFormError(form.errors, item.key, 'max_length', { count: LOAN_TEXT.comentario });
    // A refused photo keeps its own error under `<key>_imagen`; a missing one is the item's.
    if (!photo && !form.errors[`${item.key}_imagen`]) addFormError(form.errors, item.key, 'audit_photo');
    return { ...item, calificacion: rating, comentario: comment, photo };
  });
  return { kilometraje, gasolina, rated };
}
