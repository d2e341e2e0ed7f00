import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificaciones } from '../db/schema';
import type { Lang } from '../http/i18n';
import { notificationTexts } from './texts';

export type StoredNotification = typeof notificaciones.$inferSelect;

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
    // A list's rows carry it as its JSON text already (db/rowReader.ts timestampsAsText).
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
