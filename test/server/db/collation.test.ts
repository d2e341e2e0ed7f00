import { createTestApp, type TestApp } from '../support/harness';

// Lists sort as Spanish readers expect: accents and case do not push names to the end.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('plants sort by name in Spanish order', async () => {
  const token = await t.token('admin@flotilla.mx');
  for (const [name, code] of [['Ávila', 'AVI'], ['zapopan', 'ZAP'], ['Ñuu Savi', 'NUU'], ['Nogales', 'NOG']]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/plantas/', headers: { authorization: `Bearer ${token}` }, payload: { name, code } });
    expect(res.statusCode).toBe(201);
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/plantas/q/?limit=100', headers: { authorization: `Bearer ${token}` }, payload: { code: ['AVI', 'ZAP', 'NUU', 'NOG'], ordering: 'name' } });
  expect(res.json().results.map((p: { name: string }) => p.name)).toEqual(['Ávila', 'Nogales', 'Ñuu Savi', 'zapopan']);
});
