import { USER_ROLE } from '../../../domain/status';
import { eq, inArray } from 'drizzle-orm';
import { record_history, usuarios, vehiculos } from '../../../server/db/schema';
import type { Call, RoleTokens, TestApp } from '../support/harness';

/** What the vehicles' test files share: valid bodies, owners, callers, and a snapshot of what a refused call must leave alone. */

let serial = 0;
/** A plate no demo vehicle uses, unique on each call. */
export const nextPlate = () => `ZQ${1000 + ++serial}`;
/** A valid VIN (17 characters, no I, O or Q), unique on each call. */
export const nextSerial = () => `1HGCM8263${String(++serial).padStart(8, '0')}`;

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

/**
 * The three roles' callers on the app of a vehicles' test file, with `create` (a fleet vehicle
 * of `planta` through POST vehiculos/ unless `extra` says otherwise) and `post` (any body, as is).
 */
export function vehicleCalls(app: () => TestApp, tokens: () => RoleTokens, planta: () => number) {
  const as = (token: () => string) => (call: Call) => app().call({ token: token(), ...call });
  const admin = as(() => tokens().admin);
  const rh = as(() => tokens().rh);
  const c4 = as(() => tokens().c4);
  async function create(extra: Record<string, unknown> = {}) {
    const res = await admin({ method: 'POST', url: 'vehiculos/', payload: vehicleBody(planta(), extra) });
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json();
  }
  const post = (payload: unknown, lang?: string) => admin({ method: 'POST', url: 'vehiculos/', payload, lang });
  return { admin, rh, c4, create, post };
}
