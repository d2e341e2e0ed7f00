import type { FastifyRequest } from 'fastify';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { VEHICLE_BULK_STATUS_VALUES, VEHICLE_MODULO, VEHICLE_STATUS } from '../../../domain/vehicles';
import { USER_ROLE } from '../../../domain/status';
import type { Db } from '../../db/client';
import { usuarios, vehiculos } from '../../db/schema';
import { ApiError, blockingOf, FieldErrors, type Message } from '../../http/errors';
import type { GuardedChange } from '../../kit/define';
import { anyOf } from '../../kit/filterValues';
import { readSettings } from '../settings';

const plural = (n: number) => (n === 1 ? 'one' : 'other');

const TAKEN = { matricula: 'plate_taken', numero_de_serie: 'serial_taken' } as const;

/**
 * The field error for a plate or serial number another vehicle holds, or null; create, edit and
 * cargar_documentos all ask here. A Refused vehicle keeps both until it is deleted, so its
 * message says to delete it to register the car again.
 */
export async function takenBy(tx: Db, field: keyof typeof TAKEN, value: string, id: number | null): Promise<Message | null> {
  const [row] = await tx
    .select({ status: vehiculos.status })
    .from(vehiculos)
    .where(and(eq(vehiculos[field], value), id === null ? undefined : ne(vehiculos.id, id)))
    .limit(1);
  if (!row) return null;
  return { key: `validation.${TAKEN[field]}${row.status === VEHICLE_STATUS.refused ? '_refused' : ''}` };
}

/**
 * DOMAIN §5 Vehicles, the rules that need the database or the whole record, all reported at
 * once (with the declared references'): plate and serial number unique, the owner's rule per
 * modulo, and the settings at the time of the call (max_vehicle_age, vehicles_limit). On an
 * edit (`before`, the row the kit locked) the settings rules apply only to what the edit
 * changes, so an older record stays editable.
 */
export async function validateVehicle(tx: Db, data: Record<string, unknown>, id: number | null, before?: Record<string, unknown>) {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, key: string, params?: Record<string, unknown>) => (errors[field] ??= []).push({ key: `validation.${key}`, ...(params ? { params } : {}) });
  const others = (condition: SQL) => and(condition, id === null ? undefined : ne(vehiculos.id, id));

  // A value the edit keeps is the record's own (the unique index holds it); only a new one is looked up.
  for (const field of ['matricula', 'numero_de_serie'] as const) {
    const value = data[field];
    if (typeof value !== 'string' || !value || value === before?.[field]) continue;
    const message = await takenBy(tx, field, value, id);
    if (message) (errors[field] ??= []).push(message);
  }

  const owner = (data.owner as number | null | undefined) ?? null;
  if (data.modulo === VEHICLE_MODULO.transport && owner === null) add('owner', 'required');
  if (data.modulo === VEHICLE_MODULO.fleet && owner !== null) add('owner', 'fleet_owner');

  // Read only when a settings rule applies (an edit that keeps year and owner needs none), once.
  let read: ReturnType<typeof readSettings> | undefined;
  const settingsNow = () => (read ??= readSettings(tx));
  if (typeof data.year === 'number' && data.year !== before?.year) {
    const settings = await settingsNow();
    const age = new Date().getFullYear() - data.year;
    if (age > settings.max_vehicle_age) add('year', `vehicle_age_${plural(settings.max_vehicle_age)}`, { count: settings.max_vehicle_age });
  }
  if (owner !== null && data.modulo === VEHICLE_MODULO.transport && (owner !== before?.owner || before?.modulo !== VEHICLE_MODULO.transport)) {
    // Transport vehicles carry colleagues on shared trips: their owner is a driver, not back-office staff.
    const [person] = await tx.select({ role: usuarios.role, plataforma: usuarios.plataforma }).from(usuarios).where(eq(usuarios.id, owner));
    if (person && (person.role !== USER_ROLE.driver || person.plataforma)) add('owner', 'owner_driver');
    // A refused request does not hold a place; the record being edited is not counted twice.
    const [{ held }] = await tx
      .select({ held: count() })
      .from(vehiculos)
      .where(others(and(eq(vehiculos.owner, owner), ne(vehiculos.status, VEHICLE_STATUS.refused))!));
    const settings = await settingsNow();
    if (held >= settings.vehicles_limit) add('owner', `vehicles_limit_${plural(settings.vehicles_limit)}`, { count: settings.vehicles_limit });
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

/** Status values a bulk change may start from: an accepted vehicle that no loan holds. */
const SWITCHABLE: readonly number[] = VEHICLE_BULK_STATUS_VALUES;

/**
 * Writes no permission covers (called by the kit after the lock): an Occupied vehicle (on a
 * loan) is not deleted, and change_multiple_status leaves Pending, Refused and Occupied
 * vehicles to their own calls (accept, reject, release); nothing changes when one of them is selected.
 */
export async function protectVehicles(tx: Db, _req: FastifyRequest, ids: number[], change: GuardedChange): Promise<void> {
  if (change.kind === 'update') return;
  const rows = await tx.select({ id: vehiculos.id, status: vehiculos.status }).from(vehiculos).where(anyOf(vehiculos.id, ids));
  const stopped = (refused: (status: number) => boolean) => rows.filter((row) => refused(row.status)).map((row) => row.id);
  if (change.kind === 'delete') {
    const occupied = stopped((status) => status === VEHICLE_STATUS.occupied);
    if (occupied.length) throw new ApiError(409, 'in_use', ids.length === 1 ? 'in_use.vehicle_occupied.one' : 'in_use.vehicle_occupied.other', {}, blockingOf(ids, occupied));
    return;
  }
  // The code stays invalid_transition; the words say which vehicles to leave out and why.
  const fixed = stopped((status) => !SWITCHABLE.includes(status));
  if (fixed.length) throw new ApiError(409, 'invalid_transition', 'vehicle_status_change', {}, blockingOf(ids, fixed));
}
