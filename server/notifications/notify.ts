import { sql } from 'drizzle-orm';
import { GROUPS } from '../../domain/roles';
import type { Db } from '../db/client';
import { CHANNEL } from '../realtime/bus';
import { RECIPIENTS, type NotificationType } from './types';

/** What a notification is about: the record (its API base and id) and what its texts need. */
export interface NotificationSubject {
  resource: string;
  recordId: number | null;
  params?: Record<string, unknown>;
  /**
   * The signed-in user whose request raised it, who is not told (they know what they just did);
   * null for the clock's moves and the demo. Passed by each caller rather than read from an
   * AsyncLocalStorage: on Node 20 one makes every promise of every call pay its hooks.
   */
  raisedBy: number | null;
}

/** Who raised a notification in a request: its signed-in user (none on a public call). */
export const raiserOf = (req: { user?: { id: number } | null } | null): number | null => req?.user?.id ?? null;

/**
 * Raises a notification (DOMAIN §5): one row for each active user whose groups receive `type`,
 * but the one whose request raised it (`raisedBy`), and for each a
 * `pg_notify` on the realtime bus's CHANNEL with `{"kind":"notification","user_id","id"}`.
 * Both run in the caller's transaction, so a rolled-back change raises nothing and the events
 * leave only once the rows are committed. Answers the rows made.
 */
export async function notify(tx: Db, type: NotificationType, { resource, recordId, params = {}, raisedBy }: NotificationSubject) {
  const groups = sql.join(RECIPIENTS[type].map((role) => sql`${GROUPS[role]}`), sql`, `);
  // One statement: recipients, rows and events together, however many recipients there are.
  const result = await tx.execute<{ id: number; user_id: number }>(sql`
    WITH inserted AS (
      INSERT INTO notificaciones (user_id, type, resource, record_id, params)
      SELECT id, ${type}, ${resource}, ${recordId}, ${JSON.stringify(params)}::jsonb
      FROM usuarios WHERE status = 1 AND groups && ARRAY[${groups}]::text[] AND id IS DISTINCT FROM ${raisedBy}::int
      RETURNING id, user_id
    )
    SELECT id, user_id, pg_notify(${CHANNEL}, json_build_object('kind', 'notification', 'user_id', user_id, 'id', id)::text)
    FROM inserted ORDER BY id`);
  return result.rows.map((row) => ({ id: row.id, user_id: row.user_id }));
}
