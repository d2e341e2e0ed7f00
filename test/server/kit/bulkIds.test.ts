import { sql } from 'drizzle-orm';
import { FILTER_LIMITS } from '../../../domain/filters';
import { signedInTestApp } from '../support/harness';
import { userBody } from '../resources/usersHelpers';

/**
 * A call on several records takes up to FILTER_LIMITS.maxValues ids (server/kit/records.ts
 * idsSchema): the lock, the guards, the in-use check, the write and its audit rows all answer
 * for that many ids as for two, never with PostgreSQL's or the driver's parameter limit (a 500).
 */
const signedIn = signedInTestApp();
const { api, answer } = signedIn;
const { maxValues } = FILTER_LIMITS;
const db = () => signedIn.t.database.db;

/** `n` new rows of `table` made by `select` over generate_series `g`, their ids in order. */
async function inserted(table: string, columns: string, select: string, n = maxValues) {
  const rows = await db().execute(sql.raw(`INSERT INTO ${table} (${columns}) SELECT ${select} FROM generate_series(1, ${n}) g RETURNING id`));
  return (rows.rows as { id: number }[]).map((row) => row.id);
}

it('deletes and changes the status of as many plants as it takes, and refuses them all when one is in use', async () => {
  const ids = await inserted('plantas', 'name, code', `'Planta masiva ' || g, 'PM' || g`);
  const user = await api({ method: 'POST', url: 'usuarios/', payload: userBody({ planta: ids[4321] }) });
  expect(user.statusCode).toBe(201);

  const refused = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids }, lang: 'en' });
  expect([refused.statusCode, refused.json()]).toEqual([
    409,
    { detail: 'One of the selected plants is in use by 1 user.', code: 'in_use', usage: { usuarios: 1 }, blocking: [ids[4321]] },
  ]);
  expect(await answer({ method: 'POST', url: 'plantas/change_multiple_status/', payload: { ids, status: 0 } })).toEqual([200, { updated: maxValues }]);

  expect((await api({ method: 'PATCH', url: `usuarios/${user.json().id}/`, payload: { planta: null } })).statusCode).toBe(200);
  expect(await answer({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids } })).toEqual([200, { deleted: maxValues }]);
  const [{ left }] = (await db().execute(sql`SELECT count(*)::int AS left FROM plantas WHERE name LIKE 'Planta masiva %'`)).rows as { left: number }[];
  expect(left).toBe(0);
});

it('guards and deletes as many users as it takes, and refuses them all when one is in use', async () => {
  const ids = await inserted('usuarios', 'email, name, last_name, password, plataforma', `'masivo' || g || '@flotilla.mx', 'Masivo', 'Uno', 'x', false`);
  await db().execute(sql`INSERT INTO vehiculos (matricula, modulo, year, owner) VALUES ('MAS-001', 1, 2024, ${ids[9999]})`);

  const refused = await api({ method: 'POST', url: 'usuarios/multiple_delete/', payload: { ids }, lang: 'en' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'in_use', usage: { vehiculos: 1 }, blocking: [ids[9999]] });
  expect(await answer({ method: 'POST', url: 'usuarios/change_multiple_status/', payload: { ids, status: 0 } })).toEqual([200, { updated: maxValues }]);

  await db().execute(sql`DELETE FROM vehiculos WHERE matricula = 'MAS-001'`);
  expect(await answer({ method: 'POST', url: 'usuarios/multiple_delete/', payload: { ids } })).toEqual([200, { deleted: maxValues }]);
});

it("refuses a bulk transition on as many vehicles as it takes when they are not in the state it starts from", async () => {
  const ids = await inserted('vehiculos', 'matricula, modulo, year', `'MV-' || g, 1, 2024`);
  const res = await api({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids } });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'invalid_transition', blocking: ids });
  const unknown = await api({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: ids.map((id) => id + 10 * maxValues) } });
  expect(unknown.statusCode).toBe(400);
  expect(Object.keys(unknown.json())).toEqual(['ids']);
});
