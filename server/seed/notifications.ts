import { and, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../domain/status';
import { notificaciones, usuarios } from '../db/schema';
import { notify } from '../notifications/notify';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { licenceParams } from '../resources/users/userFiles';
import type { Seed } from './types';

/** How many staff licences the demo raises notifications for, per kind. */
const PER_KIND = 4;

/**
 * A notification centre with something in it: licence requests (3) for pending licences and
 * licence updates (10) for expiring or expired ones, raised through notify() as the app does,
 * spread over the last days; the older half already seen, so the history has rows too.
 */
export const notificationsSeed: Seed = {
  name: 'notifications',
  async run({ tx }) {
    const [{ n }] = (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notificaciones`)).rows;
    if (n > 0) return;
    const withLicence = (statuses: number[]) =>
      tx
        .select({ id: usuarios.id, name: usuarios.name, last_name: usuarios.last_name, vencimiento: usuarios.vencimiento, status: usuarios.licencia_status })
        .from(usuarios)
        .where(and(isNotNull(usuarios.licencia), inArray(usuarios.licencia_status, statuses)))
        .orderBy(desc(usuarios.id))
        .limit(PER_KIND * 2);
    const pending = await withLicence([DOCUMENT_STATUS.pending]);
    const moved = await withLicence([DOCUMENT_STATUS.expiring, DOCUMENT_STATUS.expired]);
    const raised = [
      ...pending.slice(0, PER_KIND).map((u) => ({ type: NOTIFICATION_TYPES.licence_registration, u, params: {} })),
      ...moved.slice(0, PER_KIND).map((u) => ({
        type: NOTIFICATION_TYPES.licence_updated,
        u,
        params: { date: u.vencimiento, state: u.status === DOCUMENT_STATUS.expiring ? 'expiring' : 'expired' },
      })),
    ];
    for (const [i, { type, u, params }] of raised.entries()) {
      const rows = await notify(tx, type, { resource: 'usuarios', recordId: u.id, params: { ...licenceParams(u), ...params } });
      const hoursAgo = (i + 1) * 7;
      const seen = i % 2 === 1;
      await tx
        .update(notificaciones)
        .set({ created_at: sql`now() - make_interval(hours => ${hoursAgo})`, seen, seen_at: seen ? sql`now() - make_interval(hours => ${hoursAgo - 1})` : null })
        .where(inArray(notificaciones.id, rows.map((r) => r.id)));
    }
  },
};
