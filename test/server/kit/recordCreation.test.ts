import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { record_history, usuarios } from '../../../server/db/schema';
import { firstPlant, roleTestApp } from '../support/roleApp';
import { loanBody } from '../resources/loansHelpers';
import { multipart, userBody } from '../resources/usersHelpers';
import { vehicleBody } from '../resources/vehiclesHelpers';

/**
 * A record whose page shows a history starts it with its creation, by who created it (the kit's
 * create writes it, for every declaration with transitions); a record without a history gets none.
 */
const { t, tokens } = roleTestApp();

async function created(token: string, url: string, payload: object) {
  const res = await t.call({ token, method: 'POST', url, payload });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const historyOf = async (base: string, id: number) => {
  const res = await t.call({ token: tokens.c4, url: `${base}/${id}/history/` });
  expect(res.statusCode).toBe(200);
  return res.json().results.map((h: Record<string, unknown>) => [h.action, h.field, h.from_state, h.to_state, h.reason, h.user_name]);
};

it('records the creation of a vehicle, a user and a loan as their first history entry, by who made it', async () => {
  const plant = await firstPlant(t);
  const vehicle = await created(tokens.admin, 'vehiculos/', vehicleBody(plant.id));
  expect(await historyOf('vehiculos', vehicle)).toEqual([['create', null, null, null, '', 'Ana Martínez']]);
  const user = await created(tokens.rh, 'usuarios/', userBody());
  expect(await historyOf('usuarios', user)).toEqual([['create', null, null, null, '', 'Rubén Hernández']]);
  const loan = await created(tokens.admin, 'prestamos/', loanBody(user));
  expect(await historyOf('prestamos', loan)).toEqual([['create', null, null, null, '', 'Ana Martínez']]);
  // Later moves come after it, newest first.
  expect((await t.call({ token: tokens.rh, url: `prestamos/${loan}/aceptar_solicitud/` })).statusCode).toBe(200);
  expect((await historyOf('prestamos', loan)).map(([action]: string[]) => action)).toEqual(['accept', 'create']);
});

it('records the creation of a platform user on their page (usuarios/), by the administrator who made them', async () => {
  const staff = await created(tokens.admin, 'usuarios/plataforma/', { ...userBody({ email: 'staff.historia@flotilla.mx' }), groups: ['C4'], password: 'una-clave-1' });
  expect(await historyOf('usuarios', staff)).toEqual([['create', null, null, null, '', 'Ana Martínez']]);
});

it('records the creation of every user an import makes, by who imported them, and not of the users it updates', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Usuarios');
  sheet.addRow(['name', 'last_name', 'email', 'puntos']);
  sheet.addRow(['Irma', 'Solís', 'irma.historia@empresa.mx', 50]);
  sheet.addRow(['Óscar', 'Luna', 'oscar.historia@empresa.mx', '']);
  sheet.addRow(['Diego', 'Ramírez', 'conductor@flotilla.mx', '']);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  const res = await t.call({ token: tokens.rh, method: 'POST', url: 'usuarios/importar/', ...multipart([{ name: 'archivo', filename: 'usuarios.xlsx', data }]) });
  expect(res.json()).toMatchObject({ dry_run: false, created: 2, updated: 1, failed: 0 });
  const idOf = async (email: string) => (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id;
  for (const email of ['irma.historia@empresa.mx', 'oscar.historia@empresa.mx']) {
    expect(await historyOf('usuarios', await idOf(email))).toEqual([['create', null, null, null, '', 'Rubén Hernández']]);
  }
  expect((await historyOf('usuarios', await idOf('conductor@flotilla.mx'))).map(([action]: string[]) => action)).not.toContain('create');
});

it('keeps no history for a record whose declaration has none (a plant)', async () => {
  const plant = await created(tokens.admin, 'plantas/', { name: 'Planta Historia', code: 'HIS' });
  const rows = await t.database.db.select().from(record_history).where(eq(record_history.record_id, plant));
  expect(rows.filter((row) => row.resource === 'plantas')).toEqual([]);
});
