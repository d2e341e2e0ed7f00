const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number in the interface's language: Mexican Spanish groups thousands with a comma as US
 * English does, so both read 13,935; the app's language decides, not the browser's. One
 * formatter per language: toLocaleString makes a new one on every call (a list formats 100).
 */
export const formatNumber = (value: number, locale: string) => {
  const tag = locale === 'en' ? 'en-US' : 'es-MX';
  let format = formats.get(tag);
  if (!format) formats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(value);
};
