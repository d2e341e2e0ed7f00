import { eq } from 'drizzle-orm';
import { accesorios, piezas, prestamos, usuarios } from '../../../server/db/schema';
import type { RoleTokens, TestApp } from '../support/harness';
import { vehicleBody } from '../resources/vehiclesHelpers';

const DAY = 86_400_000;

/**
 * What the upload tests that reach a loan's audit share (s3Uploads, cleanupFailure): a new
 * vehicle, and an admin's loan waiting for its initial audit (status 7) with only the named parts
 * active, so that the audit's form asks for exactly those.
 */
export function auditLoans(t: TestApp, tokens: RoleTokens, plant: { id: number }) {
  async function newVehicle() {
    const res = await t.call({ method: 'POST', url: 'vehiculos/', token: tokens.admin, payload: vehicleBody(plant.id) });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  async function loanAwaitingAudit(partNames: string[]) {
    const db = t.database.db;
    await db.update(piezas).set({ status: 0 });
    await db.update(accesorios).set({ status: 0 });
    const parts = await db.insert(piezas).values(partNames.map((name) => ({ name, status: 1 }))).returning({ id: piezas.id });
    const [admin] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    const [loan] = await db
      .insert(prestamos)
      .values({ usuario: admin.id, planta: plant.id, destino: 'Norte', fecha_salida: new Date(Date.now() + DAY), fecha_regreso: new Date(Date.now() + 2 * DAY), status: 7, vehiculo: await newVehicle() })
      .returning({ id: prestamos.id });
    return { loan: loan.id, parts: parts.map((part) => part.id) };
  }

  return { newVehicle, loanAwaitingAudit };
}
