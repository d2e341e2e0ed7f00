import { and, eq } from 'drizzle-orm';
import { ACTIVE_STATUS, USER_ROLE } from '../../../domain/status';
import type { Db } from '../../db/client';
import { rutas, usuarios } from '../../db/schema';
import { FieldErrors, type Message } from '../../http/errors';
import type { Row } from '../../kit/records';

/** A body's ISO date-times as Dates, what the timestamp columns take. */
export function prepareTrip(data: Row): Row {
  const out = { ...data };
  for (const field of ['fecha_salida', 'fecha_llegada']) if (typeof out[field] === 'string') out[field] = new Date(out[field]);
  return out;
}

const time = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());

/**
 * DOMAIN §5 Trips: the arrival is not before the departure, the arrival's mileage not below the
 * departure's, and a driver newly given to the trip is an active user with the driver role (an
 * edit of other fields keeps the driver it had). `data` is the whole record after the write.
 */
export async function validateTrip(tx: Db, data: Row, _id: number | null, before?: Row) {
  const errors: Record<string, Message[]> = {};
  const [salida, llegada] = [time(data.fecha_salida), time(data.fecha_llegada)];
  if (salida !== null && llegada !== null && llegada < salida) errors.fecha_llegada = [{ key: 'validation.trip_arrival_before_departure' }];
  const [kmOut, kmIn] = [data.kilometraje_salida, data.kilometraje_llegada];
  if (typeof kmOut === 'number' && typeof kmIn === 'number' && kmIn < kmOut) {
    errors.kilometraje_llegada = [{ key: 'validation.trip_mileage_below', params: { count: kmOut } }];
  }
  if (typeof data.conductor === 'number' && data.conductor !== before?.conductor) {
    const [driver] = await tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(and(eq(usuarios.id, data.conductor), eq(usuarios.status, ACTIVE_STATUS.active), eq(usuarios.role, USER_ROLE.driver)));
    // A missing user is the reference's error already.
    const [exists] = driver ? [driver] : await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, data.conductor));
    if (!driver && exists) errors.conductor = [{ key: 'validation.trip_driver' }];
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

/**
 * The trip's plant is its route's, copied when the trip is created or moved to another route, so
 * lists filter by plant on the trip's own index; its type is the route's unless the body names one.
 */
export async function deriveTrip(tx: Db, data: Row, before?: Row): Promise<Row> {
  if (before && data.ruta === before.ruta) return {};
  const [route] = await tx.select({ planta: rutas.planta, tipo: rutas.tipo }).from(rutas).where(eq(rutas.id, data.ruta as number));
  if (!route) return {};
  return { planta: route.planta, ...(data.tipo === undefined ? { tipo: route.tipo } : {}) };
}
