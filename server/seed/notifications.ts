import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../domain/status';
import { VEHICLE_MODULO, VEHICLE_STATUS } from '../../domain/vehicles';
import type { Db } from '../db/client';
import { notificaciones, usuarios, vehiculos } from '../db/schema';
import { notify } from '../notifications/notify';
import { NOTIFICATION_TYPES, type NotificationType } from '../notifications/types';
import { licenceParams } from '../resources/users/userFiles';
import type { Seed } from './types';

/** How many records the demo raises notifications for, per kind. */
const PER_KIND = 4;
/** Vehicle notifications go to admins only (DOMAIN §5); a couple of each kind is enough. */
const PER_VEHICLE_KIND = 2;

interface Raised {
  type: NotificationType;
  resource: string;
  recordId: number;
  params: Record<string, unknown>;
}

/** Licence requests (3) for pending licences and licence updates (10) for expiring or expired ones. */
async function licenceNotifications(tx: Db): Promise<Raised[][]> {
  const withLicence = (statuses: number[]) =>
    tx
      .select({ id: usuarios.id, name: usuarios.name, last_name: usuarios.last_name, vencimiento: usuarios.vencimiento, status: usuarios.licencia_status })
      .from(usuarios)
      .where(and(isNotNull(usuarios.licencia), inArray(usuarios.licencia_status, statuses)))
      .orderBy(desc(usuarios.id))
      .limit(PER_KIND * 2);
  const pending = await withLicence([DOCUMENT_STATUS.pending]);
  const moved = await withLicence([DOCUMENT_STATUS.expiring, DOCUMENT_STATUS.expired]);
  return [
    pending.slice(0, PER_KIND).map((u) => ({ type: NOTIFICATION_TYPES.licence_registration, resource: 'usuarios', recordId: u.id, params: licenceParams(u) })),
    moved.slice(0, PER_KIND).map((u) => ({
      type: NOTIFICATION_TYPES.licence_updated,
      resource: 'usuarios',
      recordId: u.id,
      params: { ...licenceParams(u), date: u.vencimiento, state: u.status === DOCUMENT_STATUS.expiring ? 'expiring' : 'expired' },
    })),
  ];
}

/**
 * Vehicle registration requests (0) for pending transport vehicles (their owner's name and the
 * plate), insurance updates (12) for vehicles whose accepted insurance is on file, and road
 * permits about to expire (6) for the expiring ones, with the permit's date.
 */
async function vehicleNotifications(tx: Db): Promise<Raised[][]> {
  const columns = { id: vehiculos.id, plate: vehiculos.matricula, name: usuarios.name, last_name: usuarios.last_name, permit: vehiculos.permiso_circulacion_vencimiento };
  const vehiclesWhere = (where: SQL | undefined) =>
    tx.select(columns).from(vehiculos).leftJoin(usuarios, eq(usuarios.id, vehiculos.owner)).where(where).orderBy(asc(vehiculos.id)).limit(PER_VEHICLE_KIND);
  const requests = await vehiclesWhere(and(eq(vehiculos.status, VEHICLE_STATUS.pending), eq(vehiculos.modulo, VEHICLE_MODULO.transport)));
  const insured = await vehiclesWhere(and(isNotNull(vehiculos.seguro), eq(vehiculos.seguro_status, DOCUMENT_STATUS.accepted)));
  const expiring = await vehiclesWhere(and(isNotNull(vehiculos.permiso_circulacion), eq(vehiculos.permiso_circulacion_status, DOCUMENT_STATUS.expiring)));
  const raised = (type: NotificationType, params: (v: (typeof requests)[number]) => Record<string, unknown>) => (v: (typeof requests)[number]) => ({
    type,
    resource: 'vehiculos',
    recordId: v.id,
    params: { plate: v.plate, ...params(v) },
  });
  return [
    requests.map(raised(NOTIFICATION_TYPES.vehicle_registration, (v) => licenceParams(v))),
    insured.map(raised(NOTIFICATION_TYPES.insurance_updated, () => ({}))),
    expiring.map(raised(NOTIFICATION_TYPES.road_permit_expiring, (v) => ({ date: v.permit }))),
  ];
}

/**
 * A notification centre with something in it: licence requests and updates about real staff and
 * vehicle requests, insurance updates and road permits about to expire about real vehicles,
 * raised through notify() as the app does, the kinds interleaved over the last days; every
 * other one already seen, so the history has rows too.
 */
export const notificationsSeed: Seed = {
  name: 'notifications',
  async run({ tx }) {
    const [{ n }] = (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notificaciones`)).rows;
    if (n > 0) return;
    const kinds = [...(await licenceNotifications(tx)), ...(await vehicleNotifications(tx))];
    const longest = Math.max(0, ...kinds.map((kind) => kind.length));
    const raised = Array.from({ length: longest }, (_, i) => kinds.flatMap((kind) => (i < kind.length ? [kind[i]] : []))).flat();
    for (const [i, { type, resource, recordId, params }] of raised.entries()) {
      const rows = await notify(tx, type, { resource, recordId, params, raisedBy: null });
      const hoursAgo = (i + 1) * 5;
      const seen = i % 2 === 1;
      await tx
        .update(notificaciones)
        .set({ created_at: sql`now() - make_interval(hours => ${hoursAgo})`, seen, seen_at: seen ? sql`now() - make_interval(hours => ${hoursAgo - 1})` : null })
        .where(inArray(notificaciones.id, rows.map((r) => r.id)));
    }
  },
};
