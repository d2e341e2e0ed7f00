/** resources.rutas: the words of the routes' screens and API (Spanish). */
export default {
  name: 'Ruta |||| Rutas',
  fields: {
    id: 'ID',
    name: 'Nombre',
    origin: 'Origen',
    destination: 'Destino',
    planta: 'Planta',
    tipo: 'Tipo',
    days: 'Días',
    departure_time: 'Hora de salida',
    status: 'Estatus',
    path: 'Trazo',
    length_km: 'Longitud (km)',
    created_at: 'Creada',
    updated_at: 'Actualizada',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'La ruta está en uso por %{usage}.',
    selected_one: 'Una de las rutas seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las rutas seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} ruta', other: '%{count} rutas' },
    file: 'rutas',
  },
};
