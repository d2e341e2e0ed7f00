import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';
import es from '../../i18n/es';
import { getLocale, type Locale } from './locale';

/**
 * Spanish is imported statically (the initial locale must be synchronous); English is a lazy
 * chunk. A Spanish key missing at run time falls back to react-admin's English text.
 */
const getMessages = (locale: string) =>
  locale === 'en' ? import('../../i18n/en').then((m) => m.default) : mergeTranslations(englishMessages, es);

export const i18nProvider = polyglotI18nProvider(getMessages, getLocale(), [
  { locale: 'es' satisfies Locale, name: es.app.language.es },
  { locale: 'en' satisfies Locale, name: es.app.language.en },
], { allowMissing: true });

/** Translation for code outside React (data and auth providers). */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18nProvider.translate(key, options);
