import { USER_ROLE } from '../../../domain/status';
import { eq, inArray } from 'drizzle-orm';
import { plantas, record_history, usuarios, vehiculos } from '../../../server/db/schema';
import type { TestApp } from '../support/harness';

/** What the vehicles' test files share: valid bodies, owners, and a snapshot of what a refused call must leave alone. */

let serial = 0;
/** A plate no demo vehicle uses, unique on each call. */
export const nextPlate = () => `ZQ${1000 + ++serial}`;
/** A valid VIN (17 characters, no I, O or Q), unique on each call. */
export const nextSerial = () => `1HGCM8263${String(++serial).padStart(8, '0')}`;

export async function firstPlant(t: TestApp) {
  const [plant] = await t.database.db.select({ id: plantas.id, name: plantas.name }).from(plantas).orderBy(plantas.id).limit(1);
  return plant;
}

/** A valid POST vehiculos/ body for a fleet vehicle (modulo 1) of `planta`. */
export const vehicleBody = (planta: number, extra: Record<string, unknown> = {}) => ({
  matricula: nextPlate(),
  modulo: 1,
  planta,
  brand: 'Nissan',
  model: 'Versa',
  year: new Date().getFullYear() - 2,
  color: 'Blanco',
  gasoline_type: 0,
  transmission: 0,
  ...extra,
});

/** A new employee without back-office groups (a driver who owns transport vehicles). */
export async function addOwner(t: TestApp, name = 'Rosa', lastName = 'Méndez Ibarra') {
  const id = await t.addUser({ email: `owner${++serial}@empresa.mx`, groups: [] });
  await t.database.db.update(usuarios).set({ name, last_name: lastName, role: USER_ROLE.driver }).where(eq(usuarios.id, id));
  return id;
}

/** Puts vehicles straight into a state (Occupied has no loan calls yet). */
export const setStatus = (t: TestApp, ids: number[], status: number) =>
  t.database.db.update(vehiculos).set({ status }).where(inArray(vehiculos.id, ids));

/** The rows, their history and the audit count: a refused call leaves all three as they were. */
export async function snapshot(t: TestApp, ids: number[]) {
  const db = t.database.db;
  return {
    rows: await db.select().from(vehiculos).where(inArray(vehiculos.id, ids)).orderBy(vehiculos.id),
    history: (await db.select().from(record_history).where(inArray(record_history.record_id, ids))).filter((h) => h.resource === 'vehiculos').length,
    audit: (await t.audit()).filter((r) => r.resource === 'vehiculos').length,
  };
}
