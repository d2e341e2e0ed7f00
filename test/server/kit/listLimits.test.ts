import { FILTER_LIMITS } from '../../../domain/filters';
import { resources } from '../../../server/resources';
import { filtersOf } from '../../../server/kit/query';
import type { FilterType } from '../../../server/kit/define';
import { signedInTestApp } from '../support/harness';
import { statementsOn } from '../support/sentStatements';

/**
 * Bounds of a list call's filters (domain/filters.ts FILTER_LIMITS), for every resource through
 * the kit's one list machinery: a list filter with too many values and a free-text term too long
 * are field errors, and however many lists a body holds, they reach PostgreSQL as one parameter
 * each (as `IN ($1, …)`, a few long lists overflowed the driver's parameter count: a 500).
 */
const app = signedInTestApp();
const api = (url: string, payload: unknown) => app.api({ method: 'POST', url, payload, lang: 'en' });
const collections = resources.filter((r) => !r.singleton);
const { maxValues, searchMaxLength } = FILTER_LIMITS;
const count = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * A list of maxValues valid values of each filter's type, as short as can be written, so a body
 * with every filter twice stays under the 1 MB body limit (dates are left out: too long).
 */
const values: Partial<Record<FilterType, () => unknown[]>> = {
  integer: () => Array(maxValues).fill(1),
  number: () => Array(maxValues).fill(1),
  text: () => Array(maxValues).fill('a'),
  boolean: () => Array(maxValues).fill(true),
};
/** The highest `$n` placeholder in the statements sent. */
const mostParameters = (sent: string[]) => Math.max(0, ...sent.flatMap((text) => [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))));

describe.each(collections.map((r) => [r.base, r] as const))('%s', (base, declaration) => {
  // A declaration without export columns (vistas/) serves no export.
  const calls = [`${base}/q/?limit=1`, ...(declaration.exportColumns.length ? [`${base}/exportar/?format=csv`] : [])];

  it.each(calls)('%s: a list filter of more than the most values is a field error, in both forms', async (url) => {
    const res = await api(url, { id__in: count(maxValues + 1), status: count(maxValues + 1) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    const said = `Give at most ${maxValues} values.`;
    expect(res.json().id__in).toEqual([said]);
    // Resources without a status filter refuse `status` as unknown, before its length.
    if (Object.hasOwn(filtersOf(declaration), 'status')) expect(res.json().status).toEqual([said]);
  });

  it.each(calls)('%s: many lists at their most are served, each list one parameter', async (url) => {
    // Every filter twice (`f` and `f__in`), each with maxValues values: with each value a
    // parameter of its own, past the driver's 65,535 on q/ (its rows and its count each name them).
    const body = Object.fromEntries(
      Object.entries(filtersOf(declaration)).flatMap(([field, type]) => {
        const make = values[type];
        return make ? [[field, make()], [`${field}__in`, make()]] : [];
      }),
    );
    const { result: res, sent } = await statementsOn(app.t, /./, () => api(url, body));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(mostParameters(sent)).toBeLessThan(100);
  });

  it.runIf(declaration.search.length > 0)('a search term longer than the most characters is a field error', async () => {
    const long = await api(`${base}/q/?limit=1`, { search: 'a'.repeat(searchMaxLength + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ search: [`Ensure this field has no more than ${searchMaxLength} characters.`] });
    const exported = await api(`${base}/exportar/?format=csv`, { search: 'a'.repeat(900_000) });
    expect(exported.statusCode).toBe(400);
    expect((await api(`${base}/q/?limit=1`, { search: 'a'.repeat(searchMaxLength) })).statusCode).toBe(200);
  });
});

it('a part of a text filter longer than the most characters is a field error, said in Spanish too', async () => {
  const res = await app.api({ method: 'POST', url: 'plantas/q/', payload: { city__contains: 'x'.repeat(searchMaxLength + 1) }, lang: 'es' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ city__contains: [`Asegúrese de que este campo no tenga más de ${searchMaxLength} caracteres.`] });
});

it("the notifications' lists refuse too many values in Spanish", async () => {
  const res = await app.api({ method: 'POST', url: 'notificaciones/q/', payload: { type__in: count(maxValues + 1) }, lang: 'es' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ type__in: [`Indique como máximo ${maxValues} valores.`] });
});

it('a call on several records refuses more ids than the most a list filter takes, with the same words', async () => {
  const res = await api('plantas/multiple_delete/', { ids: count(maxValues + 1) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ ids: [`Give at most ${maxValues} values.`] });
});

it('the OpenAPI document states the limits', async () => {
  const doc = (await app.api({ url: 'openapi.json' })).json();
  const body = doc.paths['/api/plantas/q/'].post.requestBody.content['application/json'].schema;
  const shape = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
  expect(shape.properties.id__in).toMatchObject({ maxItems: maxValues });
  expect(shape.properties.search).toMatchObject({ maxLength: searchMaxLength });
  expect(shape.properties.city__contains).toMatchObject({ maxLength: searchMaxLength });
});
