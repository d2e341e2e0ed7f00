import type { TranslateFunction as Translate } from 'react-admin';
import { IMAGE_KINDS, FILE_TYPES, MAX_FILE_MB } from '../../../domain/files';
import { FUEL_PERCENT, LOAN_TEXT } from '../../../domain/loans';
import type { UploadFields } from '../../providers/dataProvider';
import { checkFile, type FilePolicy } from '../../common/files/filePolicy';
import { errorText } from '../../common/form/fieldTargets';
import type { AuditItem } from './auditCatalogue';

/** The photo of an audit item: the API's image kinds, the default size (server/resources/loans/auditsForm.ts). */
export const AUDIT_PHOTO_POLICY: FilePolicy = { types: IMAGE_KINDS.map((kind) => FILE_TYPES[kind].mime), maxMb: MAX_FILE_MB };

export type AuditValues = Record<string, string | number | File | null | undefined>;

/** The form fields of one item, named as the multipart body names them (DOMAIN §5). */
export const itemFields = (item: AuditItem) => [item.key, `${item.key}_comentario`, `${item.key}_imagen`] as const;

export const emptyAuditValues = (items: readonly AuditItem[]): AuditValues => ({
  kilometraje: '',
  gasolina: '',
  ...Object.fromEntries(items.flatMap((item) => [[item.key, ''], [`${item.key}_comentario`, ''], [`${item.key}_imagen`, null]])),
});

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A whole number within [min, max], or the message saying why not. */
function wholeNumberError(translate: Translate, value: unknown, min: number, max?: number): string | undefined {
  if (blank(value)) return translate('app.validation.required');
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return translate(/^-/.test(text) ? 'app.validation.min_value' : 'app.validation.integer', { count: min });
  const n = Number(text);
  if (n < min) return translate('app.validation.min_value', { count: min });
  if (max !== undefined && n > max) return translate('app.validation.max_value', { count: max });
  return undefined;
}

/**
 * SPEC §5 / DOMAIN §5, checked before sending: mileage a whole number ≥ 0 (the final not below
 * the initial), fuel 0–100, and every item rated, commented and photographed. Messages are the
 * server's words, so an item reads the same whichever side caught it.
 */
export const validateAudit =
  (items: readonly AuditItem[], initialKm: number | null, translate: Translate, locale: string) =>
  (values: AuditValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    const km = wholeNumberError(translate, values.kilometraje, 0);
    if (km) errors.kilometraje = km;
    else if (initialKm !== null && Number(values.kilometraje) < initialKm)
      errors.kilometraje = translate('resources.prestamos.audit.validation.km_below', { count: initialKm });
    const fuel = wholeNumberError(translate, values.gasolina, FUEL_PERCENT.min, FUEL_PERCENT.max);
    if (fuel) errors.gasolina = fuel;
    for (const item of items) {
      const [rating, comment, photo] = itemFields(item);
      if (blank(values[rating])) errors[rating] = translate('resources.prestamos.audit.validation.rating');
      const text = String(values[comment] ?? '').trim();
      if (!text) errors[comment] = translate('resources.prestamos.audit.validation.comment');
      else if (text.length > LOAN_TEXT.comentario) errors[comment] = translate('app.validation.max_length', { count: LOAN_TEXT.comentario });
      const file = values[photo];
      if (!(file instanceof File)) errors[photo] = translate('resources.prestamos.audit.validation.photo');
      else {
        const refused = checkFile(file, AUDIT_PHOTO_POLICY, locale);
        if (refused) errors[photo] = translate(refused.message, refused.args);
      }
    }
    return errors;
  };

/** The multipart body of POST prestamos/{id}/auditoria_inicial|final/ (DOMAIN §5 field names). */
export const auditBody = (items: readonly AuditItem[], values: AuditValues): UploadFields => ({
  kilometraje: String(values.kilometraje).trim(),
  gasolina: String(values.gasolina).trim(),
  ...Object.fromEntries(
    items.flatMap((item) => {
      const [rating, comment, photo] = itemFields(item);
      return [
        [rating, String(values[rating] ?? '')],
        [comment, String(values[comment] ?? '').trim()],
        [photo, values[photo] as File],
      ];
    }),
  ),
});

export type FormErrors = Record<string, { message?: unknown } | undefined>;

/** The messages of an item's fields (its key carries the server's item-wide errors). */
export const itemMessages = (item: AuditItem, errors: FormErrors) =>
  itemFields(item)
    .map((field) => errorText(errors[field]))
    .filter((message): message is string => message !== undefined);
