import { translate } from '../../http/i18n';
import type { Message } from '../../http/errors';
import type { Cell } from '../../files/sheet';
import { fieldLabel } from '../../kit/labels';

/** How a user import reads a sheet's cells: its columns, text, and names standing for ids and states. */

/** Columns an import reads, in the template's order; `puntos` is an opening balance of new users. */
export const IMPORT_FIELDS = [
  'name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'no_worker', 'state', 'city', 'address', 'postal_code', 'puntos',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_COLUMNS: ImportField[] = ['name', 'last_name', 'email'];
/** The i18n resource naming the columns (the export's headers). */
export const LABELS = 'usuarios';

/** Case, accents and spacing do not matter when a header or a name is matched. */
const fold = (v: string) => v.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** A cell as text; an export's formula guard (a leading ' before = + - @) is taken off again. */
export function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const s = String(cell).trim();
  return /^'[=+\-@]/.test(s) ? s.slice(1) : s;
}

/** Header cell → field, by field name or by its label in either language (the export's headers). */
export function columnsOf(header: Cell[]) {
  const names = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    for (const name of [field, fieldLabel('es', LABELS, field), fieldLabel('en', LABELS, field)]) if (!names.has(fold(name))) names.set(fold(name), field);
  }
  const columns = new Map<ImportField, number>();
  header.forEach((cell, index) => {
    const field = names.get(fold(text(cell)));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

export type Resolved<T> = { value: T } | { error: Message };

/** A department or plant by code, by name when only one has it, or by id. */
export function referenceResolver(rows: { id: number; name: string; code: string }[]) {
  const byCode = new Map(rows.map((r) => [fold(r.code), r.id]));
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(fold(r.name), [...(byName.get(fold(r.name)) ?? []), r.id]);
  const ids = new Set(rows.map((r) => r.id));
  return (cell: Cell): Resolved<number | null> => {
    const value = text(cell);
    if (!value) return { value: null };
    const key = fold(value);
    const found = byCode.get(key) ?? (byName.get(key)?.length === 1 ? byName.get(key)![0] : undefined) ?? (/^\d+$/.test(value) && ids.has(Number(value)) ? Number(value) : undefined);
    return found === undefined ? { error: { key: 'validation.reference' } } : { value: found };
  };
}

/** A DOMAIN §2 state by its number or its label in either language; empty leaves the default. */
export function choiceResolver(key: string, values: readonly number[]) {
  const byLabel = new Map<string, number>();
  for (const v of values) for (const lang of ['es', 'en'] as const) byLabel.set(fold(translate(lang, `choices.${key}.${v}`)), v);
  return (cell: Cell): Resolved<number | undefined> => {
    const value = text(cell);
    if (!value) return { value: undefined };
    const found = /^\d+$/.test(value) ? Number(value) : byLabel.get(fold(value));
    return found === undefined || !values.includes(found) ? { error: { key: 'validation.choice' } } : { value: found };
  };
}
