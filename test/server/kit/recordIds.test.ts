import { recordId } from '../../../server/kit/fields';
import { readId } from '../../../server/kit/records';
import { signedInTestApp } from '../support/harness';
import { userBody } from '../resources/usersHelpers';

/**
 * Ids beyond PostgreSQL's integer (server/kit/fields.ts recordId): a field error in the caller's
 * language in a body, not found in a route, never the database's 500.
 */
const TOO_LARGE = 3_000_000_000;
const es = 'Asegúrese de que este valor sea menor o igual a 2147483647.';
const en = 'Ensure this value is less than or equal to 2147483647.';

const signedIn = signedInTestApp();
const { api, answer } = signedIn;

it('takes the largest integer id and refuses one past it', () => {
  expect(recordId().safeParse(2_147_483_647).success).toBe(true);
  expect(recordId().safeParse(2_147_483_648).success).toBe(false);
  expect(readId({ id: '2147483647' })).toBe(2_147_483_647);
  expect(() => readId({ id: '2147483648' })).toThrow();
});

it('answers a reference too large for an id as the field\'s error, in the caller\'s language', async () => {
  expect(await answer({ method: 'POST', url: 'usuarios/', payload: userBody({ department: TOO_LARGE }) })).toEqual([400, { department: [es] }]);
  const plant = (await api({ method: 'POST', url: 'plantas/', payload: { name: 'Planta ids', code: 'PIDS' } })).json() as { id: number };
  const department = (await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Depto ids', code: 'DIDS', planta: plant.id } })).json() as { id: number };
  expect(await answer({ method: 'PATCH', url: `departamentos/${department.id}/`, payload: { planta: TOO_LARGE }, lang: 'en' })).toEqual([400, { planta: [en] }]);
});

it('answers bulk ids too large for an id as the ids field\'s error', async () => {
  expect(await answer({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [TOO_LARGE] } })).toEqual([400, { ids: [es] }]);
  expect(await answer({ method: 'POST', url: 'plantas/change_multiple_status/', payload: { ids: [TOO_LARGE], status: 0 }, lang: 'en' })).toEqual([400, { ids: [en] }]);
});

it('answers a route id too large for an id as not found', async () => {
  for (const id of ['2147483648', '3000000000', '99999999999']) {
    expect((await api({ url: `plantas/${id}/` })).statusCode).toBe(404);
    expect((await api({ method: 'DELETE', url: `plantas/${id}/` })).statusCode).toBe(404);
  }
  expect((await api({ url: 'plantas/2147483647/' })).statusCode).toBe(404);
});

it('answers an integer filter past its column\'s range as the filter\'s error, not the database\'s 500', async () => {
  expect(await answer({ url: `usuarios/?department=${TOO_LARGE}` })).toEqual([400, { department: [es] }]);
  expect(await answer({ url: `usuarios/?id__in=1,${TOO_LARGE}`, lang: 'en' })).toEqual([400, { id__in: [en] }]);
  // status is a smallint.
  expect(await answer({ method: 'POST', url: 'plantas/q/', payload: { status: 40000 } })).toEqual([400, { status: ['Asegúrese de que este valor sea menor o igual a 32767.'] }]);
  expect(await answer({ url: 'plantas/?id__gte=-3000000000', lang: 'en' })).toEqual([400, { id__gte: ['Ensure this value is greater than or equal to -2147483648.'] }]);
  expect((await api({ url: 'plantas/?id__lte=2147483647&status=1' })).statusCode).toBe(200);
});
