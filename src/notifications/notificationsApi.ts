import type { Identifier } from 'react-admin';
import { request } from '../providers/http';

/**
 * The DELETE verbs of notificaciones/ (SPEC §7, DOMAIN §4). "Deleting" an unseen one marks it
 * seen (it moves to the history); deleting from the history removes it.
 */
export const notificationsApi = {
  markSeen: (id: Identifier) => request(`notificaciones/${id}/delete_unseen/`, { method: 'DELETE' }),
  markAllSeen: () => request('notificaciones/delete_all_unseen/', { method: 'DELETE' }),
  remove: (id: Identifier) => request(`notificaciones/${id}/`, { method: 'DELETE' }),
  removeAll: () => request('notificaciones/delete_all/', { method: 'DELETE' }),
};
