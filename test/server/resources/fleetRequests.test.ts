import { eq } from 'drizzle-orm';
import { notificaciones, prestamos, usuarios, vehiculos } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { addLoan, someVehicles } from './loansSetup';
import { statementsOn } from '../support/sentStatements';

/**
 * solicitudes_fleet/ (the loans in status 0) and prestamos/vehiculos_asignados/ (the vehicles
 * on an open loan: status 7, 2, 4 or 6), both read-only views of the prestamos table: their writes
 * are not served (404), for anyone.
 */
const { t, tokens } = roleTestApp();

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
const page = async (url: string, token = tokens.admin) => {
  const res = await t.call({ token, url });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['count', 'count_exact', 'next', 'next_after', 'previous', 'results']);
  return body;
};

describe('solicitudes_fleet/', () => {
  it('lists only loans in status 0, and a loan leaving 0 leaves the list', async () => {
    const loans = await Promise.all([0, 0, 1, 7, 5].map((s) => addLoan(t, s)));
    const [waiting, other] = loans;
    const listed = ids(await page('solicitudes_fleet/?limit=100'));
    expect(listed).toEqual(expect.arrayContaining([waiting.id, other.id]));
    for (const l of loans.slice(2)) expect(listed).not.toContain(l.id);
    expect((await t.call({ token: tokens.c4, url: `solicitudes_fleet/${waiting.id}/` })).statusCode).toBe(200);
    expect((await t.call({ token: tokens.admin, url: `solicitudes_fleet/${loans[3].id}/` })).statusCode).toBe(404);

    await t.database.db.update(prestamos).set({ status: 7 }).where(eq(prestamos.id, waiting.id));
    const after = ids(await page('solicitudes_fleet/?limit=100'));
    expect(after).not.toContain(waiting.id);
    expect(after).toContain(other.id);
    expect((await t.call({ token: tokens.admin, url: `solicitudes_fleet/${waiting.id}/` })).statusCode).toBe(404);
  });

  it('offers the loan filters and export, and serves no write to anyone (404, nothing changed, no notification)', async () => {
    const loan = await addLoan(t, 0, { destino: 'Almacén Sur' });
    const found = ids(await page(`solicitudes_fleet/?search=${encodeURIComponent('almacen sur')}&status=0`));
    expect(found).toEqual([loan.id]);
    expect((await t.call({ token: tokens.c4, method: 'POST', url: 'solicitudes_fleet/q/', payload: { search: 'almacen sur' } })).json().count).toBe(1);
    expect((await t.call({ token: tokens.rh_admin, url: 'solicitudes_fleet/exportar/?format=csv' })).statusCode).toBe(200);
    await expectNoWrites('solicitudes_fleet', loan);
  });
});

/** Every write of a read-only view answers 404, to every role, and changes nothing. */
async function expectNoWrites(base: string, loan: { id: number; usuario: number }) {
  const before = await t.database.db.select().from(prestamos).where(eq(prestamos.id, loan.id));
  const rows = await t.count(prestamos);
  const notices = await t.count(notificaciones);
  const body = { usuario: loan.usuario, destino: 'X', fecha_salida: new Date(Date.now() + 86_400_000).toISOString(), fecha_regreso: new Date(Date.now() + 2 * 86_400_000).toISOString() };
  for (const token of [tokens.admin, tokens.rh_admin, tokens.c4]) {
    for (const [method, url, payload] of [
      ['POST', `${base}/`, body],
      ['PUT', `${base}/${loan.id}/`, body],
      ['PATCH', `${base}/${loan.id}/`, { destino: 'X' }],
      ['DELETE', `${base}/${loan.id}/`, undefined],
      ['POST', `${base}/multiple_delete/`, { ids: [loan.id] }],
      ['POST', `${base}/${loan.id}/cancelar/`, { motivo_de_rechazo: 'x' }],
    ] as const) {
      expect([method, url, (await t.call({ token, method, url, payload })).statusCode]).toEqual([method, url, 404]);
    }
  }
  expect(await t.database.db.select().from(prestamos).where(eq(prestamos.id, loan.id))).toEqual(before);
  expect([await t.count(prestamos), await t.count(notificaciones)]).toEqual([rows, notices]);
}

describe('prestamos/vehiculos_asignados/', () => {
  it('lists only loans holding a vehicle (7, 2, 4, 6), with the loan, borrower and dates', async () => {
    const vehicles = await someVehicles(t, 8);
    const open = await Promise.all([7, 2, 4, 6].map((s, i) => addLoan(t, s, { vehiculo: vehicles[i] })));
    const closed = await Promise.all([0, 5, 8, 10].map((s, i) => addLoan(t, s, { vehiculo: vehicles[4 + i] })));
    const body = await page('prestamos/vehiculos_asignados/?limit=100', tokens.c4);
    const listed = ids(body);
    expect(listed).toEqual(expect.arrayContaining(open.map((l) => l.id)));
    for (const l of closed) expect(listed).not.toContain(l.id);
    const row = body.results.find((r: { id: number }) => r.id === open[0].id);
    const [car] = await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, vehicles[0]));
    const [borrower] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, open[0].usuario));
    expect(row).toMatchObject({
      id: open[0].id,
      status: 7,
      vehiculo: vehicles[0],
      matricula: car.matricula,
      brand: car.brand,
      model: car.model,
      usuario: open[0].usuario,
      usuario_nombre: `${borrower.name} ${borrower.last_name}`.trim(),
    });
    expect((await t.call({ token: tokens.rh_admin, url: `prestamos/vehiculos_asignados/${open[0].id}/` })).json()).toEqual(row);
    expect(row.fecha_salida).toBeTruthy();
    expect(row.fecha_regreso).toBeTruthy();
    const filtered = ids(await page(`prestamos/vehiculos_asignados/?vehiculo=${vehicles[1]}`));
    expect(filtered).toEqual([open[1].id]);
  });

  it('looks vehicles and borrowers up in one statement per page, not once per row', async () => {
    const { result: body, sent } = await statementsOn(t, /from "(vehiculos|usuarios)"/i, () => page('prestamos/vehiculos_asignados/?limit=100'));
    expect(body.results.length).toBeGreaterThan(3);
    const lookups = sent.filter((q) => /from "vehiculos"/.test(q) || /from "usuarios" where "usuarios"\."id" = ANY\(/.test(q));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatch(/from "vehiculos".*union all.*from "usuarios"/is);
    // Every row has its vehicle and borrower: neither half of the statement was lost.
    for (const row of body.results) expect(row.matricula && row.usuario_nombre).toBeTruthy();
  });

  it('serves no write to anyone (404), the loan unchanged', async () => {
    const [vehicle] = await someVehicles(t, 12).then((v) => v.slice(11));
    const loan = await addLoan(t, 7, { vehiculo: vehicle });
    await expectNoWrites('prestamos/vehiculos_asignados', loan);
    expect((await t.database.db.select().from(prestamos).where(eq(prestamos.id, loan.id)))[0].destino).toBe('Planta Norte');
  });
});
