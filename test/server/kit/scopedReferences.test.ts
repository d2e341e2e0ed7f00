import { sql } from 'drizzle-orm';
import { departamentos, plantas } from '../../../server/db/schema';
import { defineResource } from '../../../server/kit/define';
import { referenceRegistry } from '../../../server/kit/references';
import { resourceRoutes } from '../../../server/kit/routes';
import { departments } from '../../../server/resources/departments';
import { plants } from '../../../server/resources/plants';
import { createTestApp, type Call, type TestApp } from '../support/harness';

/**
 * A reference to a scoped resource accepts only ids in the target declaration's scope
 * (server/kit/references.ts through records.where). Test-only declarations served under
 * /api/kit/: plants named "fuera…" are outside the scope, as a scope leaves rows out.
 */
const scopedPlants = defineResource({ ...plants, scope: sql`${plantas.name} NOT LIKE 'fuera%'` });
const pointing = defineResource({ ...departments, references: { planta: { resource: 'plantas', table: plantas, label: 'name' } } });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    kitRoutes: (ctx) => async (app) => {
      const registry = referenceRegistry([scopedPlants, pointing]);
      await app.register(resourceRoutes(ctx, scopedPlants, registry));
      await app.register(resourceRoutes(ctx, pointing, registry));
    },
  });
  token = await t.token('admin@flotilla.mx');
});
afterAll(() => t.close());

const api = (call: Call) => t.call({ token, ...call, url: `kit/${call.url}` });
let serial = 0;
const newPlant = async (name: string) => (await t.database.db.insert(plantas).values({ name: `${name} ${++serial}`, code: `SC${serial}` }).returning())[0];
const refused = { planta: ['El registro relacionado no existe.'] };

it('accepts a plant in the target\'s scope and refuses one outside it, on create and edit', async () => {
  const inside = await newPlant('dentro');
  const outside = await newPlant('fuera');
  const created = await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Alcance', code: 'ALC', planta: inside.id } });
  expect([created.statusCode, created.json().planta]).toEqual([201, inside.id]);
  const before = await t.count(departamentos);
  const outOfScope = await api({ method: 'POST', url: 'departamentos/', payload: { name: 'Fuera', code: 'FUE', planta: outside.id } });
  expect([outOfScope.statusCode, outOfScope.json()]).toEqual([400, refused]);
  expect(await t.count(departamentos)).toBe(before);
  const patched = await api({ method: 'PATCH', url: `departamentos/${created.json().id}/`, payload: { planta: outside.id }, lang: 'en' });
  expect([patched.statusCode, patched.json()]).toEqual([400, { planta: ['The related record does not exist.'] }]);
  // The target's own routes agree: the plant is not there.
  expect((await api({ url: `plantas/${outside.id}/` })).statusCode).toBe(404);
});
