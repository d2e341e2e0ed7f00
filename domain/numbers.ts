/**
 * A number in the interface's language: Mexican Spanish groups thousands with a comma as US
 * English does, so both read 13,935; the app's language decides, not the browser's.
 */
export const formatNumber = (value: number, locale: string) => value.toLocaleString(locale === 'en' ? 'en-US' : 'es-MX');
