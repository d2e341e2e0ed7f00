/** resources.notificaciones: the notification centre, the bell and live updates (Spanish). */
import { titlesOf } from '../../notificationTypes';
import notificationTexts from '../shared/notificationTexts';

export default {
  name: 'Notificación |||| Notificaciones',
  fields: {
    type: 'Tipo',
    title: 'Título',
    message: 'Mensaje',
    created_at: 'Fecha',
    created_at__gte: 'Desde',
    created_at__lte: 'Hasta',
  },
  // DOMAIN §2, in its order, then 14 (an incident on a loan): each type is named as its
  // notifications are titled, from one source. Type 10's notices read as the licence's state
  // ("Licencia vencida"), so the type names the licence itself.
  types: { ...titlesOf(notificationTexts), 10: 'Licencia de conducir' },
  tabs: {
    unseen: 'Sin leer',
    history: 'Historial',
  },
  actions: {
    mark_seen: 'Marcar como leída',
    mark_all_seen: 'Marcar todas como leídas',
    delete: 'Eliminar del historial',
    delete_all: 'Vaciar historial',
  },
  confirm_delete_all: {
    title: '¿Vaciar el historial de notificaciones?',
    content: 'Se eliminarán todas las notificaciones leídas. Esta acción no se puede deshacer.',
  },
  done: {
    marked_seen: 'Notificación marcada como leída',
    all_marked_seen: 'Todas las notificaciones se marcaron como leídas',
    deleted: 'Notificación eliminada del historial',
    all_deleted: 'Historial vaciado',
  },
  empty_unseen: 'Está al día: no tiene notificaciones sin leer.',
  empty_history: 'El historial está vacío.',
  empty_filtered: 'Ninguna notificación coincide con los filtros.',
  bell: {
    loading: 'Notificaciones: contando las sin leer…',
    unread: 'Notificaciones: %{smart_count} sin leer |||| Notificaciones: %{smart_count} sin leer',
    latest: 'Últimas notificaciones',
    none: 'No hay notificaciones sin leer.',
    see_all: 'Ver todas',
  },
  realtime: {
    offline: 'Sin conexión en tiempo real: las notificaciones nuevas aparecerán al reconectar.',
  },
  notifications: {
    status_error: 'No se pudo marcar como leída: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): how many point at a record.
  api: {
    count: { one: '%{count} notificación', other: '%{count} notificaciones' },
  },
};
