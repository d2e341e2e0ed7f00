import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificaciones } from '../db/schema';
import type { Lang } from '../http/i18n';

/** A notification as the socket pushes it: what the notification calls answer for one. */
export interface PushedNotification {
  id: number;
  type: number;
  title: string;
  message: string;
  resource: string;
  record_id: number | null;
  seen: boolean;
  created_at: string;
}

/**
 * Stands in for readNotification of server/notifications/notify.ts until it lands: the same
 * signature, the recipient's row or null. Its texts are left empty here; the real one writes them.
 */
export async function readNotification(db: Db, userId: number, id: number, _lang: Lang): Promise<PushedNotification | null> {
  const [row] = await db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.id, id), eq(notificaciones.user_id, userId)));
  if (!row) return null;
  const { params: _params, seen_at: _seenAt, user_id: _user, created_at, ...rest } = row;
  return { ...rest, title: '', message: '', created_at: created_at.toISOString() };
}
