import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('an admin lists plants from the database', async () => {
  const token = await t.token('admin@flotilla.mx');
  const res = await t.app.inject({ method: 'GET', url: '/api/plantas/?page=1&limit=5', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.count).toBe(14);
  expect(body.results).toHaveLength(5);
  expect(body.next).toBe(2);
});
