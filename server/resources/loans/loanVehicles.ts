import { and, eq, sql } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { VEHICLE_DOCUMENTS, VEHICLE_MODULO, VEHICLE_STATUS } from '../../../domain/vehicles';
import type { Db } from '../../db/client';
import { tarjeta_gasolina, tarjeta_tag, vehiculos } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import type { Row } from '../../kit/records';

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
  const expired = VEHICLE_DOCUMENTS.find((doc) => vehicle[`${doc}_status`] === DOCUMENT_STATUS.expired);
  if (expired) throw FieldErrors.one('vehiculo', `loan_vehicle_expired_${expired}`);
}

/** The vehicle goes on the loan (Occupied). */
export const occupy = (tx: Db, id: number) =>
  tx.update(vehiculos).set({ status: VEHICLE_STATUS.occupied, updated_at: sql`now()` }).where(eq(vehiculos.id, id));

/** The loan's vehicle, if it holds one, is Active again (an Occupied one only: an admin may have moved it since). */
export async function releaseVehicle(tx: Db, id: unknown) {
  if (typeof id !== 'number') return;
  await tx
    .update(vehiculos)
    .set({ status: VEHICLE_STATUS.active, updated_at: sql`now()` })
    .where(and(eq(vehiculos.id, id), eq(vehiculos.status, VEHICLE_STATUS.occupied)));
}

/** The cards the loan holds are free again (the loan's own columns keep which ones it had). */
export async function releaseCards(tx: Db, loan: number) {
  await tx.update(tarjeta_gasolina).set({ prestamo: null, updated_at: sql`now()` }).where(eq(tarjeta_gasolina.prestamo, loan));
  await tx.update(tarjeta_tag).set({ prestamo: null, updated_at: sql`now()` }).where(eq(tarjeta_tag.prestamo, loan));
}

/** A loan leaving the holding states gives back its vehicle and cards. */
export async function releaseAll(tx: Db, before: Row) {
  await releaseVehicle(tx, before.vehiculo);
  await releaseCards(tx, before.id as number);
}
