/**
 * Notifications (DOMAIN §2 types 0–13 and 14, an incident on a loan, §5): title and message of each type, written in the
 * reader's language when the notification is read (server/notifications/texts.ts). `%{…}` are
 * the params stored with it; dates arrive already in the reader's format. A licence moved by
 * the expiry job keeps type 10 and reads as its new state (`expiring`, `expired`). Spanish.
 */
export default {
  '0': { title: 'Solicitud de registro de vehículo', message: '%{name} solicitó registrar el vehículo %{plate}.' },
  '1': { title: 'Solicitud de viaje en flotilla', message: '%{name} solicitó un vehículo de la flotilla.' },
  '2': { title: 'Alerta de pánico', message: '%{name} activó una alerta de pánico.' },
  '3': { title: 'Solicitud de registro de licencia', message: '%{name} registró su licencia de conducir; revísela para aceptarla o rechazarla.' },
  '4': { title: 'Verificación por vencer', message: 'La verificación del vehículo %{plate} vence el %{date}.' },
  '5': { title: 'Verificación vencida', message: 'La verificación del vehículo %{plate} venció el %{date}.' },
  '6': { title: 'Permiso de circulación por vencer', message: 'El permiso de circulación del vehículo %{plate} vence el %{date}.' },
  '7': { title: 'Permiso de circulación vencido', message: 'El permiso de circulación del vehículo %{plate} venció el %{date}.' },
  '8': { title: 'Seguro por vencer', message: 'El seguro del vehículo %{plate} vence el %{date}.' },
  '9': { title: 'Seguro vencido', message: 'El seguro del vehículo %{plate} venció el %{date}.' },
  '10': {
    title: 'Licencia actualizada',
    message: '%{name} cambió su licencia de conducir; revísela para aceptarla o rechazarla.',
    expiring: { title: 'Licencia por vencer', message: 'La licencia de conducir de %{name} vence el %{date}.' },
    expired: { title: 'Licencia vencida', message: 'La licencia de conducir de %{name} venció el %{date}.' },
  },
  '11': { title: 'Vehículo rechazado', message: 'Se rechazó el registro del vehículo %{plate}.' },
  '12': { title: 'Seguro actualizado', message: 'Se actualizó el seguro del vehículo %{plate}.' },
  '13': { title: 'Permiso de circulación actualizado', message: 'Se actualizó el permiso de circulación del vehículo %{plate}.' },
  '14': { title: 'Incidencia en un préstamo', message: 'Se reportó una incidencia en el préstamo #%{id} del vehículo %{plate}, solicitado por %{name}.' },
};
