/** resources.alertas: the words of the panic alerts' screens and API (Spanish). */
export default {
  name: 'Alerta |||| Alertas',
  fields: {
    id: 'ID',
    issued_by: 'Emitida por',
    issued_by_name: 'Emitida por',
    issued_by_photo: 'Foto',
    issued_by_phone: 'Teléfono',
    latitude: 'Latitud',
    longitude: 'Longitud',
    location: 'Ubicación',
    viaje: 'Viaje',
    planta: 'Planta',
    planta_name: 'Planta',
    status: 'Estatus',
    attended_by: 'Atendida por',
    attended_by_name: 'Atendida por',
    attended_at: 'Atendida el',
    comentario: 'Comentario',
    created_at: 'Emitida',
    updated_at: 'Actualizada',
  },
  choices: {
    status: { '0': 'Activa', '1': 'Atendida' },
  },
  api: {
    in_use: 'La alerta está en uso por %{usage}.',
    selected_one: 'Una de las alertas seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las alertas seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} alerta', other: '%{count} alertas' },
    file: 'alertas',
  },
  // SPEC §8: the export's messages.
  notifications: {
    exported: 'Alertas exportadas',
    export_error: 'No se pudieron exportar las alertas: %{error}',
  },
  // Etiquetas del historial de la alerta (app.history), una por acción que registra el servidor.
  history: {
    create: 'Alerta emitida',
    attend: 'Alerta atendida',
  },
  history_field: { status: 'Estatus' },
  // The record page's title in the app bar (react-admin's show title): "Alerta #12".
  page: { show: 'Alerta %{recordRepresentation}' },
  empty: 'No hay alertas. Las alertas de pánico llegan desde la aplicación del teléfono.',
  confirm: {
    this: 'esta alerta |||| estas %{smart_count} alertas',
    named: 'la alerta %{name}',
  },
  list: {
    filters: {
      status: 'Estatus',
      from: 'Emitida desde',
      to: 'Emitida hasta',
      order: 'La fecha final no puede ser anterior a la inicial.',
    },
  },
  show: {
    title: 'Alerta #%{id}',
    issuer: 'Quién la emitió',
    attended: 'Atención',
    coordinates: 'Coordenadas',
    ago: {
      now: 'hace un momento',
      minutes: 'hace %{smart_count} minuto |||| hace %{smart_count} minutos',
      hours: 'hace %{smart_count} hora |||| hace %{smart_count} horas',
      days: 'hace %{smart_count} día |||| hace %{smart_count} días',
    },
    map: {
      title: 'Ubicación',
      label: 'Mapa de la alerta #%{id}',
      position: 'Alerta: %{place}',
      no_place: 'sin dirección',
      error: 'No se pudo leer el viaje de la alerta: %{error}',
    },
  },
  actions: {
    attend: {
      label: 'Atender',
      title: '¿Atender la alerta %{name}?',
      content: 'Escriba qué se hizo para atenderla. La alerta dejará de estar activa en todos los puestos.',
      success: 'Alerta %{name} atendida',
      error: 'No se pudo atender la alerta %{name}: %{error}',
    },
  },
  // The live alert desk: the banner on every screen (admin and C4) and its sound's control in the app bar.
  desk: {
    title: 'Alertas activas',
    count: '%{smart_count} alerta activa |||| %{smart_count} alertas activas',
    alert: 'Alerta #%{id}',
    all: 'Ver la alerta activa |||| Ver las %{smart_count} alertas activas',
    arrived: 'Nueva alerta de pánico de %{name}',
    arrived_many: 'Una alerta de pánico nueva |||| %{smart_count} alertas de pánico nuevas',
    sound: {
      label: 'Sonido de las alertas',
      on: 'Sonido de las alertas: activado',
      off: 'Sonido de las alertas: apagado',
    },
  },
};
