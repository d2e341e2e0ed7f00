import * as esCatalog from '../../i18n/es/index';
import * as enCatalog from '../../i18n/en/index';
import type { Lang } from '../http/i18n';

// The client's catalogs label fields for screens; exports reuse them so a column reads the same everywhere.
const pick = (mod: Record<string, unknown>) => (mod.default ?? mod.es ?? mod.en ?? mod) as Record<string, unknown>;
const catalogs: Record<Lang, Record<string, unknown>> = { es: pick(esCatalog), en: pick(enCatalog) };

const lookup = (tree: unknown, path: string[]) =>
  path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** `resources.<base>.fields.<field>` (`__name`: the resource's plural name), else the field itself. */
export function fieldLabel(lang: Lang, base: string, field: string): string {
  const path = field === '__name' ? ['resources', base, 'name'] : ['resources', base, 'fields', field];
  const value = lookup(catalogs[lang], path);
  if (typeof value === 'string') {
    const forms = value.split('||||').map((form) => form.trim());
    return field === '__name' ? forms[forms.length - 1] : forms[0];
  }
  return field === '__name' ? base : field;
}
