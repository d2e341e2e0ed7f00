import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { LOAN_HOLDING_STATES } from '../../../domain/loans';
import { ACTIVE_STATUS } from '../../../domain/status';
import type { Db } from '../../db/client';
import { prestamos, usuarios } from '../../db/schema';
import { ApiError, blockingOf, FieldErrors } from '../../http/errors';
import type { GuardedChange } from '../../kit/define';
import { anyOf } from '../../kit/filterValues';
import type { Row } from '../../kit/records';
import { notify } from '../../notifications/notify';
import { NOTIFICATION_TYPES } from '../../notifications/types';
import { userFullName } from '../users/userFiles';

/** DOMAIN §5 Loans: the requester is an active user, and the return comes after the departure. */
export async function validateLoan(tx: Db, data: Row) {
  const errors: Record<string, { key: string }[]> = {};
  if (data.fecha_salida && data.fecha_regreso && new Date(String(data.fecha_regreso)) <= new Date(String(data.fecha_salida))) {
    errors.fecha_regreso = [{ key: 'validation.loan_return_before_departure' }];
  }
  if (typeof data.usuario === 'number') {
    const [user] = await tx.select({ status: usuarios.status }).from(usuarios).where(eq(usuarios.id, data.usuario));
    if (user && user.status !== ACTIVE_STATUS.active) errors.usuario = [{ key: 'validation.loan_user_inactive' }];
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

/** A new request (status 0) raises notification 1 for administrators and HR, in the create's transaction (the demo's too). */
export async function announceLoanRequest(tx: Db, created: Row) {
  const name = await userFullName(tx, created.usuario as number);
  await notify(tx, NOTIFICATION_TYPES.fleet_trip_request, { resource: 'prestamos', recordId: created.id as number, params: { name } });
}

/** The ISO date-times of a body as Dates, what the timestamp columns take. */
export function prepareLoan(data: Row): Row {
  const out = { ...data };
  for (const field of ['fecha_salida', 'fecha_regreso']) if (typeof out[field] === 'string') out[field] = new Date(out[field]);
  return out;
}

/**
 * A loan under way (LOAN_HOLDING_STATES) is not deleted (409): deleting it would leave its
 * vehicle Occupied on no loan; its own calls (cancel, finalize) give vehicle and cards back.
 */
export async function protectLoans(tx: Db, _req: FastifyRequest, ids: number[], change: GuardedChange) {
  if (change.kind !== 'delete') return;
  const open = await tx.select({ id: prestamos.id }).from(prestamos).where(and(anyOf(prestamos.id, ids), inArray(prestamos.status, [...LOAN_HOLDING_STATES])));
  if (open.length) throw new ApiError(409, 'in_use', 'loan_open', { count: open.length }, blockingOf(ids, open.map((row) => row.id)));
}
