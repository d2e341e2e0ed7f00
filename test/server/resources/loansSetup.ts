import { inArray } from 'drizzle-orm';
import { prestamos, usuarios, vehiculos } from '../../../server/db/schema';
import type { TestApp } from '../support/harness';

/** Loans put straight into the database in a given state (the loan calls are tested on their own). */
export async function addLoan(t: TestApp, status: number, extra: Partial<typeof prestamos.$inferInsert> = {}) {
  const [user] = await t.database.db.select({ id: usuarios.id }).from(usuarios).orderBy(usuarios.id).limit(1);
  const salida = new Date(Date.now() + 86_400_000);
  const [loan] = await t.database.db
    .insert(prestamos)
    .values({ usuario: user.id, destino: 'Planta Norte', motivo: 'Visita', fecha_salida: salida, fecha_regreso: new Date(salida.getTime() + 3_600_000), status, ...extra })
    .returning();
  return loan;
}

export const loanRows = (t: TestApp, ids: number[]) => t.database.db.select().from(prestamos).where(inArray(prestamos.id, ids)).orderBy(prestamos.id);

/** Vehicle ids no open loan holds, `n` of them. */
export async function someVehicles(t: TestApp, n: number) {
  const rows = await t.database.db.select({ id: vehiculos.id }).from(vehiculos).orderBy(vehiculos.id);
  if (rows.length < n) throw new Error(`the test database has ${rows.length} vehicles, the test needs ${n}`);
  return rows.slice(0, n).map((r) => r.id);
}
