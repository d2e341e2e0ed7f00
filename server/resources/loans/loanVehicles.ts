import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { LOAN_HOLDING_STATES } from '../../../domain/loans';
import { expiredDocument, VEHICLE_MODULO, VEHICLE_STATUS } from '../../../domain/vehicles';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { preparedRead } from '../../db/rowReader';
import { prestamos, tarjeta_gasolina, tarjeta_tag, vehiculos } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { addHistory } from '../../kit/history';
import type { Row } from '../../kit/records';
import { recordCardRelease } from '../cards/cardRules';

/**
 * What a loan does to its vehicle and cards (DOMAIN §2, §5 Cards), inside the transition's
 * transaction: the checks before lending a vehicle, and giving vehicle and cards back.
 */

/**
 * A vehicle may be lent when it is a fleet vehicle, Active, and none of its documents is
 * Expired; otherwise a field error on `vehiculo` that says which rule failed.
 */
export function checkLendable(vehicle: Row) {
  if (vehicle.modulo !== VEHICLE_MODULO.fleet) throw FieldErrors.one('vehiculo', 'loan_vehicle_not_fleet');
  if (vehicle.status !== VEHICLE_STATUS.active) throw FieldErrors.one('vehiculo', 'loan_vehicle_not_active');
  const expired = expiredDocument(vehicle);
  if (expired) throw FieldErrors.one('vehiculo', `loan_vehicle_expired_${expired}`);
}

/**
 * A loan's move of its vehicle in the vehicle's own history (DOMAIN §5: its record page shows
 * it), the loan's number as the reason: `loan_assigned` 3 → 4, `loan_released` 4 → 3.
 */
const vehicleHistory = (tx: Db, req: FastifyRequest, vehicle: number, loan: number, lent: boolean) =>
  addHistory(tx, req, {
    resource: 'vehiculos',
    recordId: vehicle,
    action: lent ? 'loan_assigned' : 'loan_released',
    field: 'status',
    from: lent ? VEHICLE_STATUS.active : VEHICLE_STATUS.occupied,
    to: lent ? VEHICLE_STATUS.occupied : VEHICLE_STATUS.active,
    reason: `#${loan}`,
  });

/** The vehicle goes on the loan (Occupied), with a history row on the vehicle. */
export async function occupy(tx: Db, req: FastifyRequest, id: number, loan: number) {
  await tx.update(vehiculos).set({ status: VEHICLE_STATUS.occupied, updated_at: sql`now()` }).where(eq(vehiculos.id, id));
  await vehicleHistory(tx, req, id, loan, true);
}

/** The loan's vehicle, if it holds one, is Active again (an Occupied one only: an admin may have moved it since). */
export async function releaseVehicle(tx: Db, req: FastifyRequest, id: unknown, loan: number) {
  if (typeof id !== 'number') return;
  const released = await tx
    .update(vehiculos)
    .set({ status: VEHICLE_STATUS.active, updated_at: sql`now()` })
    .where(and(eq(vehiculos.id, id), eq(vehiculos.status, VEHICLE_STATUS.occupied)))
    .returning({ id: vehiculos.id });
  if (released.length) await vehicleHistory(tx, req, id, loan, false);
}

/**
 * The open loans of the given vehicles (an int array), built and named once (db/prepared.ts),
 * read past drizzle (db/rowReader.ts). The holding states are written in, not sent: a named
 * statement's generic plan can use the partial index only when its states are in the text.
 */
const openLoansOf = preparedOnce((db, name) => {
  const fields = { id: prestamos.id, vehiculo: prestamos.vehiculo };
  const query = db
    .select(fields)
    .from(prestamos)
    .where(and(isNotNull(prestamos.vehiculo), sql`${prestamos.vehiculo} = ANY(${sql.placeholder('vehicles')}::int[])`, sql`${prestamos.status} IN (${sql.raw(LOAN_HOLDING_STATES.join(', '))})`));
  return preparedRead(db, query, fields, name(query));
});

/**
 * Each answered vehicle's `prestamo`: the open loan (LOAN_HOLDING_STATES) holding it, or null
 * (vehiculos/' related field). Only an Occupied vehicle is on a loan (occupy), so only those are
 * looked up, in one query a page on prestamos_vehiculo_open_idx. liberar's condition reads it
 * (domain/vehicles.ts notOnLoan): a vehicle on a loan comes back with that loan, not on its own.
 */
export async function withOpenLoan(db: Db, rows: Row[]): Promise<Row[]> {
  const occupied = rows.filter((row) => row.status === VEHICLE_STATUS.occupied).map((row) => row.id as number);
  const held = occupied.length ? await openLoansOf(db).execute({ vehicles: occupied }) : [];
  const loanOf = new Map(held.map((loan) => [loan.vehiculo, loan.id]));
  // Filled in place: the rows are the call's own (kit/define.ts `related`).
  for (const row of rows) row.prestamo = loanOf.get(row.id as number) ?? null;
  return rows;
}

/**
 * The cards the loan holds are free again, each release audited and in the card's history as
 * when a card is swapped (the loan's own columns keep which ones it had).
 */
async function releaseCards(tx: Db, req: FastifyRequest, loan: number) {
  for (const [base, table] of [['tarjeta_gasolina', tarjeta_gasolina], ['tarjeta_tag', tarjeta_tag]] as const) {
    const released = await tx.update(table).set({ prestamo: null, updated_at: sql`now()` }).where(eq(table.prestamo, loan)).returning({ id: table.id });
    for (const { id } of released) await recordCardRelease(tx, req, base, id, loan);
  }
}

/** A loan leaving the holding states gives back its vehicle and cards. */
export async function releaseAll(tx: Db, req: FastifyRequest, before: Row) {
  await releaseVehicle(tx, req, before.vehiculo, before.id as number);
  await releaseCards(tx, req, before.id as number);
}
