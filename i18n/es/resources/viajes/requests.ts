/** resources.solicitudes_viaje: the words of the trip requests' screens, /viajes/solicitudes and a request's page (Spanish); solicitudes_viaje.ts spreads them. */
export default {
  choices: {
    status: { '0': 'Pendiente', '1': 'Aceptada', '2': 'Rechazada', '3': 'Cancelada' },
  },
  // The menu's and home's name of /viajes/solicitudes.
  screen: 'Solicitudes de viaje',
  empty: 'Aún no hay solicitudes de viaje. Las solicitudes llegan desde la aplicación móvil.',
  confirm: {
    this: 'esta solicitud |||| estas %{smart_count} solicitudes',
    named: 'la solicitud %{name}',
  },
  notifications: {
    exported: 'Solicitudes de viaje exportadas',
    export_error: 'No se pudieron exportar las solicitudes de viaje: %{error}',
    cancelled: 'Solicitud cancelada |||| %{smart_count} solicitudes canceladas',
    cancel_error: 'No se pudieron cancelar las solicitudes: %{error}',
  },
  // Etiquetas del historial de la solicitud (app.history), una por acción que registra el servidor.
  history: {
    create: 'Solicitud registrada',
    update: 'Solicitud modificada',
    accept: 'Solicitud aceptada',
    refuse: 'Solicitud rechazada',
    cancel: 'Solicitud cancelada',
  },
  history_field: { status: 'Estado' },
  history_reason: { accept: 'Viaje %{reason}' },
  list: {
    filters: {
      status: 'Estatus',
      tipo: 'Tipo',
      from: 'Fecha desde',
      to: 'Fecha hasta',
      order: 'La fecha final no puede ser anterior a la inicial.',
    },
    bulk: {
      cancel: 'Cancelar',
      cancel_title: '¿Cancelar %{target}?',
      cancel_content: 'Si la solicitud ya tiene viaje, el solicitante perderá su lugar en él. |||| Los solicitantes de las que ya tengan viaje perderán su lugar en él.',
    },
  },
  map: {
    title: 'Mapa de las solicitudes',
    label: 'Mapa de recogidas y destinos',
    record_label: 'Mapa de la solicitud #%{id}',
    pickup: 'Recogida de la solicitud #%{id}: %{place}',
    dropoff: 'Destino de la solicitud #%{id}: %{place}',
    showing_page: 'Se muestra la solicitud de esta página |||| Se muestran las %{smart_count} solicitudes de esta página',
    showing_selected: 'Se muestra la solicitud seleccionada |||| Se muestran las %{smart_count} solicitudes seleccionadas',
  },
  show: {
    title: 'Solicitud de viaje #%{id}',
    back: 'Volver a las solicitudes',
    sections: { request: 'Solicitud', trip: 'Viaje asignado', map: 'Recogida y destino' },
    no_trip: 'La solicitud aún no tiene viaje asignado.',
    missing_title: 'Solicitud no disponible',
    not_found: 'No existe la solicitud de viaje #%{id}.',
    failed: 'No se pudo cargar la solicitud de viaje #%{id}: %{error}',
    retry: 'Reintentar',
  },
  accept: {
    candidates: 'Viajes disponibles, del más cercano al más lejano',
    candidate: '#%{id} · %{route} · %{departure}',
    candidate_details: '%{driver} · a %{distance} km de la recogida · %{smart_count} lugar libre |||| %{driver} · a %{distance} km de la recogida · %{smart_count} lugares libres',
    no_candidates: 'No hay viajes programados ese día con lugar libre y una ruta cerca de la recogida.',
    choose: 'Elija un viaje.',
    candidates_loading: 'Buscando viajes disponibles',
    candidates_error: 'No se pudieron buscar los viajes disponibles: %{error}',
  },
  actions: {
    accept: {
      label: 'Aceptar',
      title: 'Aceptar la solicitud %{name}',
      content: 'Elija el viaje donde se asignará el lugar del solicitante.',
      success: 'Solicitud %{name} aceptada en el viaje %{trip}',
      error: 'No se pudo aceptar la solicitud %{name}: %{error}',
    },
    refuse: {
      label: 'Rechazar',
      title: 'Rechazar la solicitud %{name}',
      content: 'Indique el motivo del rechazo; el solicitante lo verá.',
      success: 'Solicitud %{name} rechazada',
      error: 'No se pudo rechazar la solicitud %{name}: %{error}',
    },
    cancel: {
      label: 'Cancelar solicitud',
      title: '¿Cancelar la solicitud %{name}?',
      content: 'Si la solicitud ya tiene viaje, el solicitante perderá su lugar en él.',
      success: 'Solicitud %{name} cancelada',
      error: 'No se pudo cancelar la solicitud %{name}: %{error}',
    },
  },
};
