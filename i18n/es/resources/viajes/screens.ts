/** resources.viajes: the words of the trips' screens, /viajes and a trip's page (Spanish); viajes.ts spreads them. */
export default {
  choices: {
    status: { '0': 'Programado', '1': 'Iniciado', '2': 'Finalizado', '3': 'Cancelado' },
    tipo: { '0': 'Hacia la empresa', '1': 'Desde la empresa' },
  },
  // The record page's title in the app bar (react-admin's show title): "Viaje #12".
  page: { show: 'Viaje %{recordRepresentation}' },
  empty: 'Aún no hay viajes. Los viajes se registran desde la aplicación de los conductores.',
  confirm: {
    this: 'este viaje |||| estos %{smart_count} viajes',
    named: 'el viaje %{name}',
  },
  notifications: {
    exported: 'Viajes exportados',
    export_error: 'No se pudieron exportar los viajes: %{error}',
  },
  // Etiquetas del historial del viaje (app.history), una por acción que registra el servidor.
  history: {
    create: 'Viaje registrado',
    update: 'Viaje modificado',
    cancel: 'Viaje cancelado',
    complete_boarded: 'Ocupantes a bordo finalizados y puntos acreditados',
  },
  history_field: { status: 'Estado' },
  list: {
    filters: {
      departure_from: 'Salida desde',
      departure_to: 'Salida hasta',
      departure_order: 'La fecha final no puede ser anterior a la inicial.',
      status: 'Estatus',
      tipo: 'Tipo',
    },
  },
  show: {
    title: 'Viaje #%{id}',
    sections: { journey: 'Viaje' },
    units: { km: '%{value} km' },
    map: {
      title: 'Ruta y recorrido',
      label: 'Mapa del viaje #%{id}',
      route: 'Ruta',
      route_named: 'Ruta: %{name}',
      track: 'Recorrido registrado',
      track_points: 'Recorrido registrado: %{smart_count} punto |||| Recorrido registrado: %{smart_count} puntos',
      no_track: 'Este viaje aún no tiene recorrido registrado.',
      pickup: 'Recogida: %{place}',
      no_place: 'sin dirección',
      error: 'No se pudo leer la ruta o el recorrido: %{error}',
    },
    occupants: {
      title: 'Ocupantes',
      counts: 'Lugares ocupados: %{occupants} · A bordo: %{boarded}',
      pickup: 'Recogida: %{place}',
      no_place: 'sin dirección',
      credited: '%{points} puntos acreditados',
      not_credited: 'Puntos sin acreditar',
      empty: 'Este viaje no tiene ocupantes.',
      loading: 'Cargando ocupantes',
      error: 'No se pudieron leer los ocupantes: %{error}',
    },
    points: {
      title: 'Puntos',
      not_credited: 'Sin acreditar',
      month_title: 'Recompensa mensual del conductor, %{month}',
      month_loading: 'Cargando la recompensa mensual',
      month_error: 'No se pudo calcular la recompensa mensual: %{error}',
      month: {
        trips: 'Viajes finalizados',
        km: 'Kilómetros',
        factor: 'Puntos por km',
        uncapped: 'Puntos sin tope',
        limit: 'Tope del mes',
        points: 'Puntos del mes',
        credited: 'Puntos acreditados',
      },
    },
  },
  actions: {
    cancel: {
      label: 'Cancelar viaje',
      title: '¿Cancelar el viaje %{name}?',
      content: 'Los ocupantes con lugar en el viaje lo perderán. Esta acción no se puede deshacer.',
      success: 'Viaje %{name} cancelado',
      error: 'No se pudo cancelar el viaje %{name}: %{error}',
    },
    complete: {
      label: 'Completar a bordo',
      title: '¿Completar los ocupantes a bordo del viaje %{name}?',
      content: 'Los %{boarded} ocupantes a bordo quedarán finalizados y se acreditarán sus puntos. Se hace una sola vez.',
      success:
        'Viaje %{name}: %{finalized} ocupante finalizado, %{credited} puntos acreditados |||| Viaje %{name}: %{finalized} ocupantes finalizados, %{credited} puntos acreditados',
      error: 'No se pudieron completar los ocupantes del viaje %{name}: %{error}',
    },
  },
};
