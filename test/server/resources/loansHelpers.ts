import { eq, inArray } from 'drizzle-orm';
import { prestamos, record_history, tarjeta_gasolina, tarjeta_tag, vehiculos } from '../../../server/db/schema';
import type { TestApp } from '../support/harness';
import { nextPlate, vehicleBody } from './vehiclesHelpers';

/** What the loans' test files share: a valid request body, loans, vehicles and cards put straight into a state, and a snapshot. */

let n = 0;
/** A valid POST prestamos/ body for `usuario`. */
export const loanBody = (usuario: number, extra: Record<string, unknown> = {}) => ({
  usuario,
  destino: 'Planta Querétaro',
  motivo: 'Visita a proveedor',
  fecha_salida: '2026-12-01T08:00:00Z',
  fecha_regreso: '2026-12-02T18:00:00Z',
  ...extra,
});

/** A fleet vehicle (Active), with `extra` columns written straight to the row. */
export async function fleetVehicle(t: TestApp, token: string, planta: number, extra: Record<string, unknown> = {}) {
  const res = await t.call({ token, method: 'POST', url: 'vehiculos/', payload: vehicleBody(planta, { matricula: nextPlate() }) });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as number;
  if (Object.keys(extra).length) await t.database.db.update(vehiculos).set(extra).where(eq(vehiculos.id, id));
  return id;
}

/** A loan put straight into `status`, holding `vehiculo` (Occupied) and a fuel and a tag card when given. */
export async function loanIn(t: TestApp, usuario: number, status: number, vehiculo?: number) {
  const db = t.database.db;
  const [loan] = await db
    .insert(prestamos)
    .values({ usuario, destino: 'Centro', fecha_salida: new Date('2026-12-01T08:00:00Z'), fecha_regreso: new Date('2026-12-02T08:00:00Z'), status, vehiculo: vehiculo ?? null })
    .returning({ id: prestamos.id });
  if (vehiculo) await db.update(vehiculos).set({ status: 4 }).where(eq(vehiculos.id, vehiculo));
  const [gas] = await db.insert(tarjeta_gasolina).values({ numero: `G${++n}-${loan.id}`, prestamo: loan.id }).returning({ id: tarjeta_gasolina.id });
  const [tag] = await db.insert(tarjeta_tag).values({ numero: `T${++n}-${loan.id}`, prestamo: loan.id }).returning({ id: tarjeta_tag.id });
  await db.update(prestamos).set({ tarjeta_gasolina: gas.id, tarjeta_tag: tag.id }).where(eq(prestamos.id, loan.id));
  return loan.id;
}

/** The loan, its vehicles, its cards and its history: what a refused call must leave alone. */
export async function loanSnapshot(t: TestApp, loan: number, vehicleIds: number[]) {
  const db = t.database.db;
  return {
    loan: (await db.select().from(prestamos).where(eq(prestamos.id, loan)))[0],
    vehicles: vehicleIds.length ? await db.select().from(vehiculos).where(inArray(vehiculos.id, vehicleIds)).orderBy(vehiculos.id) : [],
    gas: await db.select().from(tarjeta_gasolina).where(eq(tarjeta_gasolina.prestamo, loan)),
    tag: await db.select().from(tarjeta_tag).where(eq(tarjeta_tag.prestamo, loan)),
    history: (await db.select().from(record_history).where(eq(record_history.record_id, loan))).filter((h) => h.resource === 'prestamos').length,
  };
}

export const cardsHeld = async (t: TestApp, loan: number) =>
  (await t.database.db.select().from(tarjeta_gasolina).where(eq(tarjeta_gasolina.prestamo, loan))).length +
  (await t.database.db.select().from(tarjeta_tag).where(eq(tarjeta_tag.prestamo, loan))).length;

export const vehicleStatus = async (t: TestApp, id: number) =>
  (await t.database.db.select({ status: vehiculos.status }).from(vehiculos).where(eq(vehiculos.id, id)))[0].status;
