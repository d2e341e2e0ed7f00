import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { todayIn } from '../../../domain/expiry';
import { LOAN_HOLDING_STATES, mayBorrow } from '../../../domain/loans';
import { ACTIVE_STATUS } from '../../../domain/status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { today } from '../../kit/documents';
import { prestamos, usuarios } from '../../db/schema';
import { ApiError, blockingOf, FieldErrors } from '../../http/errors';
import type { GuardedChange } from '../../kit/define';
import { anyOf } from '../../kit/filterValues';
import type { Row } from '../../kit/records';
import { notify, raiserOf } from '../../notifications/notify';
import { NOTIFICATION_TYPES } from '../../notifications/types';
import { licenceParams, userFullName } from '../users/userFiles';

/** The company's day (TIME_ZONE); the server's own without the app's context (a registry built for a test). */
const companyToday = (ctx?: AppContext) => (ctx ? todayIn(ctx.config.timeZone) : today());

/** The borrower's row as the loan rules read it: active or not, and the licence (domain/loans.ts mayBorrow). */
const borrower = async (tx: Db, id: number) =>
  (
    await tx
      .select({ status: usuarios.status, licencia_status: usuarios.licencia_status, vencimiento: usuarios.vencimiento, name: usuarios.name, last_name: usuarios.last_name })
      .from(usuarios)
      .where(eq(usuarios.id, id))
  )[0];
type Borrower = NonNullable<Awaited<ReturnType<typeof borrower>>>;

/** What the refusal of an expired licence names: whose it is and the day it expired. */
const expiredLicence = (user: Borrower) => ({ key: 'validation.loan_licence_expired', params: { name: licenceParams(user).name, date: user.vencimiento ?? '' } });

/**
 * DOMAIN §5 Loans: the requester is an active user whose licence has not expired
 * (domain/loans.ts mayBorrow: checked when the loan is requested or changes hands, not on other
 * edits), and the return comes after the departure.
 */
export async function validateLoan(tx: Db, data: Row, id: number | null, before?: Row, ctx?: AppContext) {
  const errors: Record<string, { key: string; params?: Record<string, unknown> }[]> = {};
  if (data.fecha_salida && data.fecha_regreso && new Date(String(data.fecha_regreso)) <= new Date(String(data.fecha_salida))) {
    errors.fecha_regreso = [{ key: 'validation.loan_return_before_departure' }];
  }
  if (typeof data.usuario === 'number') {
    const user = await borrower(tx, data.usuario);
    if (user && user.status !== ACTIVE_STATUS.active) errors.usuario = [{ key: 'validation.loan_user_inactive' }];
    else if (user && (id === null || before?.usuario !== data.usuario) && !mayBorrow(user, companyToday(ctx))) errors.usuario = [expiredLicence(user)];
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

/** aceptar_solicitud: 409 with nothing changed when the borrower's licence has expired since the request. */
export async function refuseExpiredLicence(tx: Db, ctx: AppContext, loan: Row) {
  const user = await borrower(tx, loan.usuario as number);
  if (!user || mayBorrow(user, companyToday(ctx))) return;
  const { key, params } = expiredLicence(user);
  throw new ApiError(409, 'invalid_transition', key, params);
}

/** A new request (status 0) raises notification 1 for administrators and HR, in the create's transaction (the demo's too, without a request). */
export async function announceLoanRequest(tx: Db, created: Row, req: FastifyRequest | null) {
  const name = await userFullName(tx, created.usuario as number);
  await notify(tx, NOTIFICATION_TYPES.fleet_trip_request, { resource: 'prestamos', recordId: created.id as number, params: { name }, raisedBy: raiserOf(req) });
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
