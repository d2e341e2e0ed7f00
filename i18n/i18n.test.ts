import englishMessages from 'ra-language-english';
import es from './es/index';
import en from './en/index';
import { es as serverEs } from './server/es';
import { en as serverEn } from './server/en';
import sharedEs from './es/shared/validation';
import sharedEn from './en/shared/validation';
import apiErrorsEs from './es/shared/apiErrors';
import apiErrorsEn from './en/shared/apiErrors';
import apiMessagesEs from './es/shared/apiMessages';
import apiMessagesEn from './en/shared/apiMessages';
import notificationTextsEs from './es/shared/notificationTexts';
import notificationTextsEn from './en/shared/notificationTexts';

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

  it('the screens and the API say the same error message for each code, from one source', () => {
    for (const [client, server, shared, auth] of [
      [es.app.errors, serverEs.errors, apiErrorsEs, es.app.auth],
      [en.app.errors, serverEn.errors, apiErrorsEn, en.app.auth],
    ] as const) {
      // Every code the API answers has its words in the shared catalogue, and only there.
      expect(Object.keys(server).sort()).toEqual(Object.keys(shared).sort());
      for (const [key, text] of Object.entries(shared)) {
        expect([key, (client as Record<string, string>)[key], (server as Record<string, string>)[key]]).toEqual([key, text, text]);
      }
      // The sign-in form's own refusals (authProvider) read as the API's.
      expect([auth.incomplete_credentials, auth.no_allowed, auth.tries_exceeded]).toEqual([shared.incomplete_credentials, shared.no_allowed, shared.tries_exceeded]);
    }
    // Password recovery's good news too: the API's messages are the form's.
    for (const [recovery, server, shared] of [
      [es.app.recovery, serverEs.messages, apiMessagesEs],
      [en.app.recovery, serverEn.messages, apiMessagesEn],
    ] as const) {
      expect(server).toEqual(shared);
      expect([recovery.code_sent, recovery.code_verified, recovery.password_changed]).toEqual([shared.code_sent, shared.code_verified, shared.password_changed]);
    }
    expect(es.app.errors.invalid_transition).toBe('La acción no es posible en el estado actual.');
    expect(serverEs.errors.throttled).toBe('Demasiados intentos, intente más tarde.');
  });

  it('names each notification type as its notifications are titled (type 10 names the licence, whose notices read as its state)', () => {
    for (const [types, texts, licence] of [
      [es.resources.notificaciones.types, notificationTextsEs, 'Licencia de conducir'],
      [en.resources.notificaciones.types, notificationTextsEn, 'Driving licence'],
    ] as const) {
      const titles = Object.fromEntries(Object.entries(texts).map(([type, { title }]) => [type, title]));
      expect(types).toEqual({ ...titles, 10: licence });
    }
    expect(es.resources.notificaciones.types[1]).toBe('Solicitud de viaje en flotilla');
  });
});
