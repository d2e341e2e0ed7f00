import { z } from 'zod';
import { readApiDate } from '../../../domain/dates';
import { audit_log, plantas } from '../../../server/db/schema';
import { FieldErrors } from '../../../server/http/errors';
import { parse } from '../../../server/http/validate';
import { unsafeFields } from '../../../server/http/inputSafety';
import { signedInTestApp } from '../support/harness';
import { multipart } from './fuzzInputs';

/**
 * A NUL byte or a lone surrogate in any text, and a date outside DATE_YEARS,
 * are the field's 400 on every route (sign-in and recovery included), never the database's 500,
 * and an export checks its filters before the first byte.
 */
const characters = { es: 'El texto contiene caracteres no permitidos.', en: 'The text contains characters that are not allowed.' };
const range = { es: 'Ingrese una fecha entre los años 1900 y 9999.', en: 'Enter a date between the years 1900 and 9999.' };

const signedIn = signedInTestApp();
const { api, answer } = signedIn;

describe('unsafe characters', () => {
  it('names the top-level field holding one, at any depth, keys included', () => {
    expect(unsafeFields({ name: 'ok', code: 'a\u0000b' })).toEqual(['code']);
    expect(unsafeFields({ ids: [1, { x: ['\uD800'] }], city: '\uDC00x' })).toEqual(['ids', 'city']);
    expect(unsafeFields({ ['bad\u0000key']: 1 })).toEqual(['non_field_errors']);
    expect(unsafeFields(['\u0000'])).toEqual(['non_field_errors']);
    // A whole pair is a character like any other.
    expect(unsafeFields({ name: 'camión 🚚', list: ['ñ'] })).toEqual([]);
  });

  it('refuses NUL and lone surrogates in a resource body as the field\'s error, writing nothing', async () => {
    const [rows, audits] = [await signedIn.t.count(plantas), await signedIn.t.count(audit_log)];
    expect(await answer({ method: 'POST', url: 'plantas/', payload: { name: 'Planta\u0000', code: 'NUL1' } })).toEqual([400, { name: [characters.es] }]);
    expect(await answer({ method: 'POST', url: 'plantas/', payload: { name: 'Planta', code: 'S\uD800', city: '\uDFFF' }, lang: 'en' })).toEqual([
      400,
      { code: [characters.en], city: [characters.en] },
    ]);
    expect([await signedIn.t.count(plantas), await signedIn.t.count(audit_log)]).toEqual([rows, audits]);
    const created = (await api({ method: 'POST', url: 'plantas/', payload: { name: 'Planta segura', code: 'SAFE1' } })).json() as { id: number };
    expect(await answer({ method: 'PATCH', url: `plantas/${created.id}/`, payload: { address: 'Calle \u0000' } })).toEqual([400, { address: [characters.es] }]);
    expect((await api({ url: `plantas/${created.id}/` })).json()).toMatchObject({ address: '' });
  });

  it('refuses them in filters, in the query string and in the body', async () => {
    expect(await answer({ url: `plantas/?search=${encodeURIComponent('a\u0000')}` })).toEqual([400, { search: [characters.es] }]);
    expect(await answer({ method: 'POST', url: 'plantas/q/', payload: { city__contains: '\uD83D' }, lang: 'en' })).toEqual([400, { city__contains: [characters.en] }]);
    expect(await answer({ method: 'POST', url: 'plantas/exportar/', payload: { code__in: ['A', '\u0000'] } })).toEqual([400, { code__in: [characters.es] }]);
  });

  it('refuses them in sign-in and recovery, before any account is looked up', async () => {
    expect(await answer({ method: 'POST', url: 'auth/login/', token: undefined, payload: { email: 'admin@flotilla.mx\u0000', password: 'flotilla' } })).toEqual([
      400,
      { email: [characters.es] },
    ]);
    expect(await answer({ method: 'POST', url: 'auth/login/', token: undefined, payload: { email: 'admin@flotilla.mx', password: '\uD800' }, lang: 'en' })).toEqual([
      400,
      { password: [characters.en] },
    ]);
    expect(await answer({ method: 'POST', url: 'codigo_verificacion/enviar_correo/', token: undefined, payload: { email: 'a\u0000@flotilla.mx' } })).toEqual([
      400,
      { email: [characters.es] },
    ]);
    expect(signedIn.t.mails).toHaveLength(0);
  });

  it('refuses them in whatever parse() reads, not only in requests (an import\'s rows)', () => {
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    const refused = (input: unknown) => {
      try {
        parse(schema, input);
        return null;
      } catch (err) {
        return err instanceof FieldErrors ? err.fields : err;
      }
    };
    expect(refused({ name: 'Ana\u0000', tags: ['ok'] })).toEqual({ name: [{ key: 'validation.characters' }] });
    expect(refused({ name: 'Ana', tags: ['\uDC00'] })).toEqual({ tags: [{ key: 'validation.characters' }] });
    expect(parse(schema, { name: 'Ana 🚚', tags: [] })).toEqual({ name: 'Ana 🚚', tags: [] });
  });

  it('takes a body nested deeper than any stack without failing', async () => {
    const depth = 200_000;
    const res = await api({ method: 'POST', url: 'plantas/', payload: `{"name":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [characters.es] });
  });
});

describe('dates', () => {
  it('reads ISO 8601 days of the calendar within 1900–9999', () => {
    expect(readApiDate('2024-02-29')).toMatchObject({ ok: true, day: '2024-02-29' });
    expect(readApiDate('2024-03-01T10:00:00-06:00')).toMatchObject({ ok: true, day: '2024-03-01' });
    expect(readApiDate('2023-02-29')).toEqual({ ok: false, key: 'date' });
    expect(readApiDate('2023-02-30')).toEqual({ ok: false, key: 'date' });
    expect(readApiDate('12/31/2020')).toEqual({ ok: false, key: 'date' });
    for (const raw of ['0000-01-01', '1899-12-31', '99999-01-01', '275760-09-13', '+275760-09-13T00:00:00Z', '-000001-01-01']) {
      expect(readApiDate(raw)).toEqual({ ok: false, key: 'date_range' });
    }
  });

  it('answers a filter date PostgreSQL cannot hold as the filter\'s error in the caller\'s language', async () => {
    for (const raw of ['0000-01-01', '275760-01-01', '99999-01-01']) {
      expect(await answer({ url: `plantas/?created_at__gte=${raw}` })).toEqual([400, { created_at__gte: [range.es] }]);
      expect(await answer({ method: 'POST', url: 'usuarios/q/', payload: { vencimiento__lte: raw }, lang: 'en' })).toEqual([400, { vencimiento__lte: [range.en] }]);
    }
    expect(await answer({ url: 'plantas/?created_at__lte=2024-02-30' })).toEqual([400, { created_at__lte: ['Ingrese una fecha válida.'] }]);
    expect((await api({ url: 'usuarios/?vencimiento__gte=1900-01-01&vencimiento__lte=9999-12-31T23:59:59-05:00' })).statusCode).toBe(200);
  });

  it('answers a document\'s date PostgreSQL cannot hold as the field\'s error, storing nothing', async () => {
    const [user] = ((await api({ url: 'usuarios/?limit=1' })).json() as { results: { id: number; licencia: string | null }[] }).results;
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    for (const [date, message] of [['0000-01-01', range.es], ['10000-01-01', range.es], ['2023-02-29', 'Ingrese una fecha válida.'], ['2024-01-01T00:00', 'Ingrese una fecha válida.'], ['2030-01-01\u0000', 'El texto contiene caracteres no permitidos.']]) {
      const { payload, headers } = multipart({ licencia: pdf }, { vencimiento: date });
      const res = await signedIn.t.app.inject({ method: 'POST', url: `/api/usuarios/${user.id}/licencia/`, payload, headers: { ...headers, authorization: `Bearer ${signedIn.token}` } });
      expect([res.statusCode, res.json()]).toEqual([400, { vencimiento: [message] }]);
    }
    expect((await api({ url: `usuarios/${user.id}/` })).json()).toMatchObject({ licencia: user.licencia });
  });

  it('answers the same bad filters on exportar/ with 400 before any byte of a file', async () => {
    for (const call of [
      { url: 'plantas/exportar/?format=csv&created_at__gte=0000-01-01' },
      { method: 'POST' as const, url: 'plantas/exportar/?format=xlsx', payload: { created_at__lte: '275760-09-13' } },
    ]) {
      const res = await api(call);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({ [call.url.includes('gte') ? 'created_at__gte' : 'created_at__lte']: [range.es] });
    }
    const ok = await api({ url: 'plantas/exportar/?format=csv&created_at__gte=1900-01-01' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.split('\r\n').length).toBeGreaterThan(2);
  });
});
