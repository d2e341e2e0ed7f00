import polyglotI18nProvider from 'ra-i18n-polyglot';
import es from '../../i18n/es/index';
import { getLocale, type Locale } from './locale';

type Catalog = typeof es;

/**
 * Spanish, the default, is in the entry chunk; English is a chunk of its own that Spanish readers
 * never download. Polyglot needs the first locale's messages synchronously, so the provider starts
 * in Spanish and a reader who stored English switches before anything renders (`i18nReady`, which
 * Root waits for): a reload in English opens in English. Both catalogues hold every key of
 * react-admin's own (i18n.test.ts), so they are used as they are, not merged over its English.
 */
const catalogs: { es: Catalog; en?: Catalog } = { es };
const loadEnglish = async () => (catalogs.en ??= (await import('../../i18n/en/index')).default);
const getMessages = (locale: string) => (locale === 'en' ? (catalogs.en ?? loadEnglish()) : catalogs.es);

const polyglot = polyglotI18nProvider(getMessages, 'es' satisfies Locale, [
  { locale: 'es' satisfies Locale, name: es.app.language.es },
  { locale: 'en' satisfies Locale, name: es.app.language.en },
], { allowMissing: true });

/**
 * A column's label lower-cased at its first letter, as react-admin gives it to "Ordenar por …"
 * ("nombre"), unless it starts with an acronym: "ID" stays "ID", not "iD".
 */
const withAcronymsKept = (options?: Record<string, unknown>) => {
  const field = options?.field;
  return typeof field === 'string' && /^\p{Lu}{2}/u.test(field) ? { ...options, field_lower_first: field } : options;
};

export const i18nProvider: typeof polyglot = {
  ...polyglot,
  translate: (key, options) => polyglot.translate(key, withAcronymsKept(options)),
};

let ready = getLocale() !== 'en';
/** Resolves once the stored language's words are in place (at once for Spanish). */
export const i18nReady: Promise<void> = ready ? Promise.resolve() : i18nProvider
  .changeLocale('en')
  // English that cannot load (a new version deployed) leaves the reader in Spanish rather than on a blank page.
  .catch(() => undefined)
  .then(() => void (ready = true));
/** Whether the stored language's words are in place now (Root renders nothing before). */
export const isI18nReady = () => ready;

/** Translation for code outside React (data and auth providers). */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18nProvider.translate(key, options);
