/**
 * The chosen interface language (SPEC §1: es by default, en as fallback). It is a
 * preference, not part of the session, so it survives logout and the login page keeps it.
 */
export type Locale = 'es' | 'en';

export const LOCALES: readonly Locale[] = ['es', 'en'];
export const DEFAULT_LOCALE: Locale = 'es';
const KEY = 'flotilla.language';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const getLocale = (): Locale => {
  try {
    const stored = localStorage.getItem(KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

export const setLocale = (locale: string): void => {
  if (isLocale(locale)) localStorage.setItem(KEY, locale);
};
