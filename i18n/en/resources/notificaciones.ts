/** resources.notificaciones: the notification centre, the bell and live updates (English). */
import { titlesOf } from '../../notificationTypes';
import notificationTexts from '../shared/notificationTexts';

export default {
  name: 'Notification |||| Notifications',
  fields: {
    type: 'Type',
    title: 'Title',
    message: 'Message',
    created_at: 'Date',
    created_at__gte: 'From',
    created_at__lte: 'To',
  },
  // DOMAIN §2, in its order, then 14 (an incident on a loan): each type is named as its
  // notifications are titled, from one source. Type 10's notices read as the licence's state
  // ("Licencia vencida"), so the type names the licence itself.
  types: { ...titlesOf(notificationTexts), 10: 'Driving licence' },
  tabs: {
    unseen: 'Unread',
    history: 'History',
  },
  actions: {
    mark_seen: 'Mark as read',
    mark_all_seen: 'Mark all as read',
    delete: 'Delete from history',
    delete_all: 'Clear history',
  },
  confirm_delete_all: {
    title: 'Clear the notification history?',
    content: 'Every read notification will be deleted. This cannot be undone.',
  },
  done: {
    marked_seen: 'Notification marked as read',
    all_marked_seen: 'All notifications marked as read',
    deleted: 'Notification deleted from the history',
    all_deleted: 'History cleared',
  },
  empty_unseen: 'You are up to date: no unread notifications.',
  empty_history: 'The history is empty.',
  empty_filtered: 'No notification matches the filters.',
  bell: {
    loading: 'Notifications: counting the unread ones…',
    unread: 'Notifications: %{smart_count} unread |||| Notifications: %{smart_count} unread',
    latest: 'Latest notifications',
    none: 'No unread notifications.',
    see_all: 'See all',
  },
  realtime: {
    offline: 'No live connection: new notifications will appear once it reconnects.',
  },
  notifications: {
    status_error: 'Could not mark as read: %{error}',
    delete_error: 'Could not delete: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): how many point at a record.
  api: {
    count: { one: '%{count} notification', other: '%{count} notifications' },
  },
};
