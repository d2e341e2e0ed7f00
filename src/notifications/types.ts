import { NOTIFICATION_TYPE_VALUES } from '../../domain/notifications';
import type { Identifier } from 'react-admin';

/** One notification as the API answers it (docs/API.md): texts already in the reader's language. */
export interface Notification {
  id: Identifier;
  /** 0–13, DOMAIN §2; 14 an incident on a loan. */
  type: number;
  title: string;
  message: string;
  /** The API base of the record it is about ('usuarios'), or null. */
  resource: string | null;
  record_id: Identifier | null;
  seen: boolean;
  created_at: string;
}

export const NOTIFICATIONS = 'notificaciones';
/** Seen ones (GET notificaciones/history/): a list of its own to react-admin and react-query. */
export const NOTIFICATION_HISTORY = 'notificaciones/history';

/** DOMAIN §2's fourteen types and 14 (an incident on a loan), named in i18n under resources.notificaciones.types. */
export const NOTIFICATION_TYPES = NOTIFICATION_TYPE_VALUES;

export const typeChoices = NOTIFICATION_TYPES.map((type) => ({ id: type, name: `resources.notificaciones.types.${type}` }));
