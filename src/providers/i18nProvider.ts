import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';
import es from '../../i18n/es/index';
import en from '../../i18n/en/index';
import { getLocale, type Locale } from './locale';

/**
 * Both catalogues are imported statically: the initial locale's messages must be synchronous,
 * and the initial locale is whichever the user stored, English included (a lazy English
 * catalogue left a blank page on reload). A missing key falls back to react-admin's English.
 */
const catalogs = { es: mergeTranslations(englishMessages, es), en: mergeTranslations(englishMessages, en) };
const getMessages = (locale: string) => (locale === 'en' ? catalogs.en : catalogs.es);

export const i18nProvider = polyglotI18nProvider(getMessages, getLocale(), [
  { locale: 'es' satisfies Locale, name: es.app.language.es },
  { locale: 'en' satisfies Locale, name: es.app.language.en },
], { allowMissing: true });

/** Translation for code outside React (data and auth providers). */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18nProvider.translate(key, options);
