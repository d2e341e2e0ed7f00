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
};
