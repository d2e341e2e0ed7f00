/// <reference types="vite/client" />
import { es } from './es';
import { en } from './en';
import esClient from '../es/index';
import enClient from '../en/index';
import { ACTIVE_STATUS, DOCUMENT_STATUS, USER_ROLE } from '../../domain/status';

/** The API's own messages (SPEC §1: es default, en): both catalogs hold the same keys. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const get = (catalog: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// The server's sources, to find every message key they use.
const sources = import.meta.glob('../../server/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const catalogSources = import.meta.glob(['./es.ts', './en.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const leavesOf = (messages: unknown): string[] =>
  typeof messages === 'string' ? [messages] : messages && typeof messages === 'object' ? Object.values(messages).flatMap(leavesOf) : [];

/** What the API says that a screen says too, by the screen's key: the server reads these, never a copy. */
const fromScreens = (client: typeof esClient) => {
  const { resources: r, app, ra } = client;
  return {
    // Staff transport (DOMAIN §2, §5): export cells, a route's path and departure time errors.
    'choices.trip_status': r.viajes.choices.status,
    'choices.trip_type': r.viajes.choices.tipo,
    'choices.occupant_status': r.detalle_viaje.choices.status,
    'choices.trip_request_status': r.solicitudes_viaje.choices.status,
    'transport.path': r.rutas.path,
    'transport.departure_time': r.configuracion.validation.time,
    'choices.loan_status': r.prestamos.choices.status,
    'choices.vehicle_status': r.vehiculos.choices.status,
    'choices.vehicle_document_status': r.vehiculos.choices.document_status,
    'choices.expiry_kind': r.vencimientos.kinds,
    [`choices.active_status.${ACTIVE_STATUS.active}`]: app.status.active,
    [`choices.active_status.${ACTIVE_STATUS.inactive}`]: app.status.inactive,
    [`choices.user_role.${USER_ROLE.driver}`]: r.usuarios.roles.driver,
    [`choices.user_role.${USER_ROLE.passenger}`]: r.usuarios.roles.passenger,
    ...Object.fromEntries(Object.entries(DOCUMENT_STATUS).map(([state, id]) => [`choices.document_status.${id}`, r.usuarios.licence_status[state as keyof typeof DOCUMENT_STATUS]])),
    'validation.plate': r.vehiculos.form.validation.plate,
    'validation.future_date': r.vehiculos.form.validation.future_date,
    'validation.audit_rating': r.prestamos.audit.validation.rating,
    'validation.audit_comment': r.prestamos.audit.validation.comment,
    'validation.audit_photo': r.prestamos.audit.validation.photo,
    'validation.audit_km_below': r.prestamos.audit.validation.km_below,
    'export.yes': ra.boolean.true,
    'export.no': ra.boolean.false,
  };
};

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

  it("take each resource's in-use words and export file name from that resource's own catalogue file", () => {
    for (const [server, client] of [[es, esClient], [en, enClient]] as const) {
      for (const [name, words] of Object.entries(client.resources as Record<string, { api?: Record<string, unknown> }>)) {
        // Every resource names its export file; every one with its own table, its in-use words.
        expect([name, get(server, `files.${name.replace('/', '-')}`)]).toEqual([name, words.api?.file]);
        if (!words.api?.in_use) continue;
        expect([name, get(server, `in_use.record.${name}`), get(server, `in_use.selected_one.${name}`), get(server, `in_use.selected_many.${name}`), get(server, `in_use.counts.${name}`)])
          .toEqual([name, words.api.in_use, words.api.selected_one, words.api.selected_many, words.api.count]);
      }
    }
    // Gender and number agree (pieza is feminine, accesorio masculine); `any` stays for the rest.
    expect(get(es, 'in_use.selected_one.piezas')).toBe('Una de las piezas seleccionadas está en uso por %{usage}.');
    expect(get(es, 'in_use.selected_many.accesorios')).toBe('%{count} de los accesorios seleccionados están en uso por %{usage}.');
    expect(get(es, 'in_use.counts.accesorios.one')).toBe('%{count} accesorio');
    expect([get(es, 'files.piezas'), get(en, 'files.piezas'), get(en, 'files.usuarios-plataforma')]).toEqual(['piezas', 'parts', 'platform-users']);
    expect(get(es, 'in_use.record.any')).toBe('El registro está en uso por %{usage}.');
  });

  it("say what a screen says too in the screen's own words: transport states, a route's path and time, form rules", () => {
    for (const [server, client] of [[es, esClient], [en, enClient]] as const) {
      for (const [key, words] of Object.entries(fromScreens(client))) {
        // toBe: a whole set of labels is the screen's own object, so a copy fails even before it drifts.
        expect([key, get(server, key)]).toEqual([key, words]);
        expect(get(server, key)).toBe(words);
      }
    }
    expect([get(es, 'choices.trip_status.0'), get(en, 'choices.occupant_status.5'), get(en, 'transport.departure_time')]).toEqual(['Programado', 'Not present', 'Enter a time as HH:mm, e.g. 06:30.']);
  });

  it('write no text a screen already says (a copy would drift): they point at its key', () => {
    for (const [file, client] of [['./es.ts', esClient], ['./en.ts', enClient]] as const) {
      const screens = new Set(leavesOf(client));
      const code = catalogSources[file].replace(/^\s*\/\/.*$/gm, '');
      const literals = [...code.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2]).replace(/\\(.)/g, '$1'));
      expect(literals.length).toBeGreaterThan(80);
      expect([file, literals.filter((text) => screens.has(text))]).toEqual([file, []]);
    }
  });
});
