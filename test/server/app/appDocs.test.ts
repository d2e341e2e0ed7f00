import { APP_CALLS } from '../../../domain/appCalls';
import { roleTestApp } from '../support/roleApp';

/** The OpenAPI document lists the phone's calls (domain/appCalls.ts) under their own tag, `app`, and nothing else there. */
const { t, tokens } = roleTestApp();

it('tags every served app call `app`, and no other call', async () => {
  const doc = (await t.call({ url: 'openapi.json', token: tokens.admin })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const tagged = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => (op.tags?.includes('app') ? [`${method.toUpperCase()} ${url}`] : [])),
  );
  const served = APP_CALLS.map((call) => `${call.method} /api/${call.path.replace(':id', '{id}')}`).filter((name) => doc.paths[name.split(' ')[1]]);
  expect(tagged.sort()).toEqual(served.sort());
  expect(served).toContain('POST /api/prestamos/{id}/cancelar_por_usuario/');
  expect(served).toContain('POST /api/vehiculos/{id}/imagen1/');
});
