import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificaciones } from '../db/schema';
import type { Lang } from '../http/i18n';
import { notificationTexts } from './texts';

/** A stored notification as read: a list's page carries `created_at` as its JSON text (db/rowReader.ts timestampsAsText). */
export type StoredNotification = Omit<typeof notificaciones.$inferSelect, 'created_at'> & { created_at: Date | string };

/** What the API answers for one notification (DOMAIN §5), its texts in the reader's language. */
export interface NotificationAnswer {
  id: number;
  type: number;
  title: string;
  message: string;
  resource: string;
  record_id: number | null;
  seen: boolean;
  created_at: string;
}

export function notificationAnswer(row: StoredNotification, lang: Lang): NotificationAnswer {
  const { title, message } = notificationTexts(lang, row.type, row.params);
  return {
    id: row.id,
    type: row.type,
    title,
    message,
    resource: row.resource,
    record_id: row.record_id,
    seen: row.seen,
    created_at: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
  };
}

/**
 * One of `userId`'s notifications as the API answers it, in `lang`; null when it is not theirs
 * or no longer exists. The websocket pushes it in its socket's language (DOMAIN §6).
 */
export async function readNotification(db: Db, userId: number, id: number, lang: Lang): Promise<NotificationAnswer | null> {
  const [row] = await db.select().from(notificaciones).where(and(eq(notificaciones.id, id), eq(notificaciones.user_id, userId)));
  return row ? notificationAnswer(row, lang) : null;
}
