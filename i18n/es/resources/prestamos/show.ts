/** resources.prestamos.show: the words of the loan record page, /viajes_fleet/viajes/:viaje (es). */
export default {
  title: 'Préstamo #%{id}',
  back: 'Volver a la lista',
  sections: {
    request: 'Solicitud',
    vehicle: 'Vehículo',
    cards: 'Tarjetas',
    audits: 'Auditorías',
    incidents: 'Incidencias',
  },
  request: {
    email: 'Correo',
    telephone: 'Teléfono',
    requested_on: 'Solicitado el',
  },
  reasons: {
    rejection: 'Motivo de rechazo',
    cancellation: 'Motivo de cancelación',
  },
  vehicle: {
    none: 'Sin vehículo asignado',
    plate: 'Matrícula',
    view: 'Ver el vehículo %{plate}',
    error: 'No se pudo cargar el vehículo: %{error}',
  },
  cards: {
    /** A card the loan had and no longer holds. */
    returned: 'Devuelta',
    none: 'Sin tarjeta',
    error: 'No se pudo cargar la tarjeta: %{error}',
  },
  audits: {
    done: 'Realizada',
    pending: 'Pendiente',
    mileage: 'Kilometraje: %{km} km',
    fuel: 'Gasolina: %{percent} %',
    view_initial: 'Ver la auditoría inicial',
    view_final: 'Ver la auditoría final',
    report: 'Ver el acta de entrega y devolución',
    error: 'No se pudo cargar la auditoría: %{error}',
  },
  incidents: {
    empty: 'Este préstamo no tiene incidencias.',
    loading: 'Cargando las incidencias…',
    error: 'No se pudieron cargar las incidencias: %{error}',
    title: 'Incidencia del %{date}',
    by: 'Reportada por %{name}',
    no_description: 'Sin descripción.',
    photo: 'Foto %{n} de la incidencia del %{date}',
    photo_comment: 'Foto %{n} de la incidencia del %{date}: %{comment}',
    view_photo: 'Ver la foto %{n}',
    photo_missing: 'La foto %{n} no se pudo cargar',
  },
  missing: {
    failed_title: 'No se pudo cargar el préstamo',
    title: 'Préstamo no encontrado',
    not_found: 'No existe un préstamo con el número %{id}.',
    failed: 'No se pudo cargar el préstamo %{id}: %{error}',
    retry: 'Reintentar',
    back: 'Volver a la lista de préstamos',
  },
};
