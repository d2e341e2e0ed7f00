import englishMessages from 'ra-language-english';
import es from './es/index';
import en from './en/index';
import { es as serverEs } from './server/es';
import { en as serverEn } from './server/en';
import sharedEs from './es/shared/validation';
import sharedEn from './en/shared/validation';

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

  it('the screens and the API say the same validation messages, from one source', () => {
    expect(Object.keys(sharedEs).length).toBeGreaterThan(10);
    for (const [client, server, shared] of [
      [es.app.validation, serverEs.validation, sharedEs],
      [en.app.validation, serverEn.validation, sharedEn],
    ] as const) {
      for (const [key, text] of Object.entries(shared)) {
        expect([key, (client as Record<string, string>)[key], (server as Record<string, string>)[key]]).toEqual([key, text, text]);
      }
    }
    expect(es.app.validation.required).toBe('El campo no puede estar vacío.');
  });
});
