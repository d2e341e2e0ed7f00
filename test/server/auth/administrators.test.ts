import { createAdministrator } from '../../../server/auth/administrators';
import { record_history, usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';

// `npm run create-admin` on an empty production database (no demo accounts there).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const input = { email: 'Jefa@Empresa.mx', password: 'una-clave-larga', name: 'Laura', last_name: 'Gómez' };

test('creates an administrator who can sign in to the back office', async () => {
  expect(await createAdministrator(t.database.db, input)).toBeNull();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'jefa@empresa.mx', password: input.password } });
  expect(res.statusCode).toBe(200);
  expect(res.json().groups).toEqual(['Administrador']);
  // Back-office staff, listed in usuarios/plataforma/ as every administrator is.
  const token = res.json().access as string;
  const platform = await t.call({ token, url: 'usuarios/plataforma/' });
  expect(platform.json().results.map((row: { email: string }) => row.email)).toEqual(['jefa@empresa.mx']);
  // Their history starts with their creation, by nobody (the command line).
  const [{ id }] = await t.database.db.select({ id: usuarios.id }).from(usuarios);
  const history = await t.call({ token, url: `usuarios/${id}/history/` });
  expect(history.json().results.map((h: Record<string, unknown>) => [h.action, h.user_name])).toEqual([['create', null]]);
  const rows = await t.database.db.select().from(record_history);
  expect(rows.map((row) => [row.resource, row.record_id, row.action, row.user_id])).toEqual([['usuarios', id, 'create', null]]);
});

test('refuses a duplicate email, a bad email, a short or common password and an empty name', async () => {
  expect(await createAdministrator(t.database.db, { ...input, email: 'JEFA@empresa.mx' })).toMatch(/already exists/);
  expect(await createAdministrator(t.database.db, { ...input, email: 'no-es-correo' })).toMatch(/valid email/);
  expect(await createAdministrator(t.database.db, { ...input, email: 'otra@empresa.mx', password: 'corta' })).toMatch(/at least 12/);
  expect(await createAdministrator(t.database.db, { ...input, email: 'otra@empresa.mx', name: ' ' })).toMatch(/first name/);
  // No composition rules, but not one of the most common passwords nor the person's own words (ASVS 6.2.4, 6.2.11).
  expect(await createAdministrator(t.database.db, { ...input, email: 'otra@empresa.mx', password: 'password1234' })).toMatch(/too common/);
  expect(await createAdministrator(t.database.db, { ...input, email: 'otra@empresa.mx', password: 'Laura2024!!!!' })).toMatch(/too common/);
  const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM usuarios');
  expect(rows[0].n).toBe(1);
});
