import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { notificaciones } from '../../../server/db/schema';
import { notify } from '../../../server/notifications/notify';
import type { NotificationType } from '../../../server/notifications/types';
import type { Call, TestApp } from '../support/harness';

/** What the notifications' test files share: raising one, fresh accounts, and what was raised about a record. */

/** A date `offset` days from today, as yyyy-MM-dd. */
export const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

export function notificationCalls(app: () => TestApp) {
  const db = () => app().database.db;
  /** Raises `type` about the user `recordId` in a transaction of its own. */
  const raise = (type: NotificationType, recordId: number, params: Record<string, unknown> = {}) =>
    db().transaction((tx) => notify(tx, type, { resource: 'usuarios', recordId, params, raisedBy: null }));
  /** A call with `token`, in English unless told. */
  const api = (token: string, call: Call) => app().call({ token, lang: 'en', ...call });

  let serial = 0;
  /** A new back-office account of its own, so it receives only what this test raises. */
  async function account(groups: string[] = [GROUPS.admin], status = 1) {
    serial += 1;
    const email = `persona${serial}@flotilla.mx`;
    const id = await app().addUser({ email, groups, status });
    return { id, token: status === 1 && groups.length ? await app().token(email) : '' };
  }

  /** Stored notifications about a record, by recipient. */
  const about = (recordId: number) => db().select().from(notificaciones).where(eq(notificaciones.record_id, recordId)).orderBy(notificaciones.id);
  return { db, raise, api, account, about };
}
