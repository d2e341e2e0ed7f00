/// <reference types="vite/client" />
import { es } from './es';
import { en } from './en';

/** The API's own messages (SPEC §1: es default, en): both catalogs hold the same keys. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const get = (catalog: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// The server's sources, to find every message key they use.
const sources = import.meta.glob('../../server/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('server catalogs i18n/server/{es,en}.ts', () => {
  it('have exactly the same deep keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
    expect(keysOf(es).length).toBeGreaterThan(40);
  });

  it('hold non-empty strings with the same %{placeholders} in both languages', () => {
    for (const key of keysOf(es)) {
      const [esText, enText] = [get(es, key), get(en, key)];
      expect([key, typeof esText, typeof enText]).toEqual([key, 'string', 'string']);
      expect((esText as string).trim()).not.toBe('');
      expect((enText as string).trim()).not.toBe('');
      expect([key, placeholders(enText as string)]).toEqual([key, placeholders(esText as string)]);
    }
  });

  it('translate every message key the server uses', () => {
    const used = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('.test.ts')) continue;
      for (const m of text.matchAll(/new ApiError\(\s*\d+,\s*'(\w+)'(?:,\s*'([\w.]+)')?/g)) used.add(m[2] ?? `errors.${m[1]}`);
      for (const m of text.matchAll(/FieldErrors\.one\([^,]+,\s*'(\w+)'/g)) used.add(`validation.${m[1]}`);
      for (const m of text.matchAll(/'((?:errors|validation|messages|mail|export)\.\w+)'/g)) used.add(m[1]);
    }
    // validate.ts builds `validation.<type>` from zod's expected type.
    for (const m of (sources['../../server/http/validate.ts'].match(/const byType[^;]+/)?.[0] ?? '').matchAll(/'(\w+)'/g)) used.add(`validation.${m[1]}`);
    used.add('validation.invalid');
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => typeof get(es, key) !== 'string' || typeof get(en, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('label every numeric state the exports translate', () => {
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/choices: '(choices\.\w+)'/g)) {
        expect(get(es, m[1])).toBeTypeOf('object');
        expect(keysOf(get(es, m[1]) as object)).toEqual(keysOf(get(en, m[1]) as object));
      }
    }
  });
});
