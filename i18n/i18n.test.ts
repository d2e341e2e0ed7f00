import englishMessages from 'ra-language-english';
import es from './es/index';
import en from './en/index';

/** Flattens a nested catalogue into its dotted key paths. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('i18n catalogues', () => {
  it('es and en have exactly the same keys', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('es translates every ra.* key of ra-language-english', () => {
    expect(keysOf({ ra: es.ra }).sort()).toEqual(keysOf({ ra: englishMessages.ra }).sort());
  });

  it('every message is a non-empty string', () => {
    for (const catalogue of [es, en]) {
      const leaves = keysOf(catalogue).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogue));
      // ra.boolean.null is a deliberate single space in react-admin's catalogue.
      expect(leaves.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    }
  });

  it('pluralised messages keep the same number of forms in both languages', () => {
    for (const key of keysOf(es)) {
      const get = (c: object) => key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], c) as string;
      expect([key, get(es).split('||||').length]).toEqual([key, get(en).split('||||').length]);
    }
  });
});
