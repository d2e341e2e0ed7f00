import { eq } from 'drizzle-orm';
import { prestamos } from '../../server/db/schema';
import { createTestAppWithRoles, type RoleTokens, type TestApp } from './harness';
import { addLoan, someVehicles } from './loansSetup';

/**
 * solicitudes_fleet/ (the loans in status 0) and prestamos/vehiculos_asignados/ (the vehicles
 * on an open loan: status 7, 2, 4 or 6), both views of the prestamos table.
 */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
});
afterAll(() => t.close());

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
const page = async (url: string, token = tokens.admin) => {
  const res = await t.call({ token, url });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
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

  it('offers the loan filters, and C4 cannot write (403)', async () => {
    const loan = await addLoan(t, 0, { destino: 'Almacén Sur' });
    const found = ids(await page(`solicitudes_fleet/?search=${encodeURIComponent('almacen sur')}&status=0`));
    expect(found).toEqual([loan.id]);
    const res = await t.call({ token: tokens.c4, method: 'DELETE', url: `solicitudes_fleet/${loan.id}/` });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(prestamos).where(eq(prestamos.id, loan.id))).toHaveLength(1);
  });
});

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
    expect(row).toMatchObject({ vehiculo: vehicles[0], usuario: open[0].usuario, status: 7 });
    expect(row.fecha_salida).toBeTruthy();
    expect(row.fecha_regreso).toBeTruthy();
    const filtered = ids(await page(`prestamos/vehiculos_asignados/?vehiculo=${vehicles[1]}`));
    expect(filtered).toEqual([open[1].id]);
  });

  it('HR and C4 cannot write through it (403), the loan unchanged', async () => {
    const [vehicle] = await someVehicles(t, 12).then((v) => v.slice(11));
    const loan = await addLoan(t, 7, { vehiculo: vehicle });
    for (const token of [tokens.rh_admin, tokens.c4]) {
      expect((await t.call({ token, method: 'DELETE', url: `prestamos/vehiculos_asignados/${loan.id}/` })).statusCode).toBe(403);
      expect((await t.call({ token, method: 'PATCH', url: `prestamos/vehiculos_asignados/${loan.id}/`, payload: { destino: 'X' } })).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(prestamos).where(eq(prestamos.id, loan.id));
    expect(row.destino).toBe('Planta Norte');
  });
});
