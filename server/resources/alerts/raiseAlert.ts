import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ALERT_TRIP } from '../../../domain/alerts';
import type { Db } from '../../db/client';
import { alertas, detalle_viaje, plantas, usuarios, viajes } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { FieldErrors } from '../../http/errors';
import { translate } from '../../http/i18n';
import { parse } from '../../http/validate';
import type { RecordAction } from '../../kit/define';
import { addHistory, CREATED } from '../../kit/history';
import type { Row } from '../../kit/records';
import { enqueueMail } from '../../mail/outbox';
import { notify, raiserOf } from '../../notifications/notify';
import { NOTIFICATION_TYPES } from '../../notifications/types';
import { readSettings } from '../settings';
import { licenceParams } from '../users/userFiles';
import { publishAlert } from './alertEvent';
import { ALERT_READ_ONLY, alertInput, type AlertInput } from './alertSchema';

/** The issuer as the alert keeps it: name, plant (and its name and the phone, for the mail). */
async function readIssuer(tx: Db, callerId: number) {
  const [issuer] = await tx
    .select({ name: usuarios.name, last_name: usuarios.last_name, telephone: usuarios.telephone, planta: usuarios.planta, plant: plantas.name })
    .from(usuarios)
    .leftJoin(plantas, eq(plantas.id, usuarios.planta))
    .where(eq(usuarios.id, callerId));
  if (!issuer) throw new Error(`raiseAlert: no user ${callerId}`);
  return { ...issuer, fullName: licenceParams(issuer).name };
}

/** ALERT_TRIP: the trip is Started and the caller drives it or holds a seat in it; otherwise a field error under `viaje`. */
async function checkTrip(tx: Db, callerId: number, viaje: number) {
  const seated = sql`EXISTS (SELECT 1 FROM ${detalle_viaje} WHERE ${detalle_viaje.viaje} = ${viajes.id} AND ${detalle_viaje.usuario} = ${callerId} AND ${inArray(detalle_viaje.status, [...ALERT_TRIP.riders])})`;
  const [trip] = await tx
    .select({ id: viajes.id })
    .from(viajes)
    .where(and(eq(viajes.id, viaje), eq(viajes.status, ALERT_TRIP.status), or(eq(viajes.conductor, callerId), seated)));
  if (!trip) throw FieldErrors.one('viaje', 'alert_trip');
}

/** The mail to settings' c4_email, when it names one: in Spanish, the server's language, as the incident mail. */
async function mailC4(tx: Db, alert: Row, issuer: Awaited<ReturnType<typeof readIssuer>>) {
  const { c4_email: recipient } = await readSettings(tx);
  if (!recipient) return;
  const none = '—';
  const params = {
    id: alert.id,
    name: issuer.fullName || none,
    phone: issuer.telephone || none,
    plant: issuer.plant ?? none,
    location: alert.location || none,
    latitude: alert.latitude,
    longitude: alert.longitude,
    trip: alert.viaje === null ? none : `#${String(alert.viaje)}`,
  };
  await enqueueMail(tx, { recipient, subject: translate('es', 'mail.alert_subject', params), body: translate('es', 'mail.alert_body', params) });
}

/**
 * Raises a panic alert for user `callerId` (DOMAIN §5 Alerts, §7), in the caller's transaction: the
 * row (issuer and plant copied from the caller, status Active), its audit row and first history
 * entry, notification 2 to admin and C4, a mail to settings' c4_email and the realtime event, so
 * all of it happens once the transaction commits, or none. `req` (when a request raises it) gives
 * the audit row its address. Answers the alert as GET alertas/{id}/ does, without its history.
 */
export async function raiseAlert(tx: Db, callerId: number, input: AlertInput, req: FastifyRequest | null = null): Promise<Row> {
  const issuer = await readIssuer(tx, callerId);
  if (input.viaje !== null) await checkTrip(tx, callerId, input.viaje);
  const values = { ...input, issued_by: callerId, issued_by_name: issuer.fullName, planta: issuer.planta };
  const [row] = await tx.insert(alertas).values(values).returning();
  const id = row.id;
  await recordAudit(tx, req, { resource: 'alertas', action: 'create', recordId: id, changes: values, userId: callerId });
  await addHistory(tx, req, { resource: 'alertas', recordId: id, action: CREATED, userId: callerId });
  await notify(tx, NOTIFICATION_TYPES.panic_alert, { resource: 'alertas', recordId: id, params: { name: issuer.fullName, id }, raisedBy: raiserOf(req) });
  await mailC4(tx, row, issuer);
  return publishAlert(tx, row);
}

/** The body without what the server sets itself (the phone may send its own id as issued_by: the caller is the issuer whatever it says). */
const withoutReadOnly = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).filter(([key]) => !ALERT_READ_ONLY.includes(key))) : body;

/**
 * `POST alertas/`: a phone raises an alert (an app session's call, domain/appCalls.ts). It is
 * guarded as DOMAIN §1 `create` on alertas, which no back-office group holds: a back-office token
 * gets 403; the app session's guard lets the phone through.
 */
export const raiseAction: RecordAction = {
  path: '',
  name: 'create',
  method: 'POST',
  access: 'create',
  collection: true,
  creates: true,
  body: alertInput,
  summary: "Raise a panic alert (an app session's call: the caller is its issuer)",
  answerSchema: 'record',
  handler: ({ ctx, req, body }) => {
    const input = parse(alertInput.strict(), withoutReadOnly(body ?? {}));
    return ctx.database.db.transaction((tx) => raiseAlert(tx, req.user!.id, input, req));
  },
};
