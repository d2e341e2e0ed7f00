/**
 * A pushed notification is what the notification calls answer for it, read in the socket's
 * language (server/notifications/read.ts); the hub takes the reader through this one seam.
 */
export { readNotification, type NotificationAnswer as PushedNotification } from '../notifications/read';
