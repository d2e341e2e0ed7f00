import { i18nProvider } from '../src/providers/i18nProvider';
import { RESOURCES } from '../src/resources';
import es from './es/index';
import en from './en/index';

/**
 * Titles are written in sentence case in both languages ("Crear vehículo", "Create vehicle", not
 * "Crear Vehículo"): the first word capitalised, any other capital only in an acronym or a code
 * (TAG, RR. HH., C4) or in a value put in (a plate, a loan number).
 */
const VALUE = 'ADY-793-H';

/** The words after each sentence's first that start with a capital but are not all capitals. */
const capitalisedWords = (title: string) =>
  title
    .replace(/%\{\w+\}/g, VALUE)
    .split(/\s+·\s+|\|\|\|\||[¿?:.]\s+/)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .filter((word) => /^[¿¡("]?\p{Lu}/u.test(word) && /\p{Ll}/u.test(word));

/** Every message whose key names a title (`title`, `…_title`), with its dotted key. */
const titlesOf = (messages: object, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    value !== null && typeof value === 'object'
      ? titlesOf(value, `${prefix}${key}.`)
      : /(^|_)title$/.test(key) && typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : [],
  );

/** The screens react-admin titles itself for each resource, as ra-core 5 builds their titles. */
const screenTitles = (translate: (key: string, options?: object) => string): [string, string][] => {
  const label = (resource: string, count: number) => translate(`resources.${resource}.name`, { smart_count: count });
  const title = (resource: string, page: string, name: string) =>
    translate(`resources.${resource}.page.${page}`, { recordRepresentation: VALUE, _: translate(`ra.page.${page}`, { name, recordRepresentation: VALUE }) });
  return RESOURCES.flatMap(([resource, definition]) => {
    const pages = [
      definition.list && 'list',
      (definition.create || definition.hasCreate) && 'create',
      (definition.edit || definition.hasEdit) && 'edit',
      (definition.show || definition.hasShow) && 'show',
    ].filter((page): page is string => Boolean(page));
    return pages.map((page): [string, string] => [`${resource} ${page}`, title(resource, page, label(resource, page === 'list' ? 2 : 1))]);
  });
};

describe('page titles are in sentence case', () => {
  it('finds the capital of "Crear Vehículo" and none in "Crear vehículo", "Tarjetas TAG" or "Préstamo #12"', () => {
    expect(capitalisedWords('Crear Vehículo')).toEqual(['Vehículo']);
    expect(capitalisedWords('Crear vehículo · Tarjetas TAG · Préstamo #%{id}')).toEqual([]);
    expect(capitalisedWords('Rechazado por RR. HH.')).toEqual([]);
  });

  it.each([
    ['es', es],
    ['en', en],
  ] as const)('%s: every title message', (_locale, catalogue) => {
    const wrong = titlesOf(catalogue).filter(([, text]) => capitalisedWords(text).length > 0);
    expect(wrong).toEqual([]);
  });

  it.each(['es', 'en'])("%s: each resource's list, create, edit and record page", async (locale) => {
    await i18nProvider.changeLocale(locale);
    const titles = screenTitles(i18nProvider.translate);
    // The app's own screens: a change in how they are declared must not leave this test checking nothing.
    expect(titles.map(([screen]) => screen)).toEqual(expect.arrayContaining(['vehiculos create', 'plantas create', 'tarjeta_tag create', 'usuarios edit']));
    expect(titles.filter(([, text]) => capitalisedWords(text).length > 0)).toEqual([]);
    await i18nProvider.changeLocale('es');
  });
});
