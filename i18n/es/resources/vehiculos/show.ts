/** resources.vehiculos.show: words of the vehicle record page, /vehiculos/:vehiculo (es). */
export default {
  sections: {
    photos: 'Fotos',
    details: 'Datos del vehículo',
    owner: 'Propietario',
    documents: 'Documentos',
  },
  photos: {
    none: 'El vehículo no tiene fotos que mostrar.',
    needed_to_accept: 'La solicitud podrá aceptarse cuando el vehículo tenga sus tres fotos; agréguelas desde Editar.',
  },
  owner: {
    fleet: 'Vehículo de la flotilla de la empresa: no tiene propietario.',
    none: 'Sin propietario registrado.',
  },
  documents: {
    expires: 'Vence el %{date}',
    no_expiry: 'Sin fecha de vencimiento',
  },
  missing: {
    title: 'Vehículo no encontrado',
    not_found: 'No existe ningún vehículo con la matrícula %{plate}.',
    not_found_id: 'No existe ningún vehículo con el identificador %{plate}.',
    failed: 'No se pudo cargar el vehículo %{plate}. Revise su conexión e inténtelo de nuevo.',
    back: 'Volver a la lista de vehículos',
    retry: 'Reintentar',
  },
  actions: {
    accept: 'Aceptar solicitud',
    accept_title: '¿Aceptar la solicitud del vehículo %{name}?',
    accept_content: 'El vehículo quedará activo y disponible.',
    reject: 'Rechazar solicitud',
    reject_title: '¿Rechazar la solicitud del vehículo %{name}?',
    reject_content: 'Indique el motivo del rechazo; se avisará a los administradores.',
    release: 'Liberar',
    release_title: '¿Liberar el vehículo %{name}?',
    release_content: 'El vehículo dejará de estar ocupado y volverá a estar disponible.',
  },
};
