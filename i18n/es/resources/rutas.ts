/** resources.rutas: the words of the routes' screens and API (Spanish). */
export default {
  name: 'Ruta |||| Rutas',
  page: { create: 'Crear ruta' },
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
  empty: 'Aún no hay rutas registradas.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'esta ruta |||| estas %{smart_count} rutas',
    named: 'la ruta %{name}',
  },
  notifications: {
    created: 'Ruta guardada',
    updated: 'Ruta guardada |||| %{smart_count} rutas guardadas',
    deleted: 'Ruta eliminada |||| %{smart_count} rutas eliminadas',
    enabled: 'Ruta habilitada |||| %{smart_count} rutas habilitadas',
    disabled: 'Ruta deshabilitada |||| %{smart_count} rutas deshabilitadas',
    exported: 'Rutas exportadas',
    save_error: 'No se pudo guardar la ruta: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar las rutas: %{error}',
  },
  // The days a route runs, shortened where they follow each other ("Lunes a viernes").
  days: {
    every: 'Todos los días',
    none: 'Ningún día',
    range: '%{from} a %{to}',
    and: '%{list} y %{last}',
    // A weekday's name inside a phrase (resources.configuracion.weekdays starts one).
    inline: { '1': 'lunes', '2': 'martes', '3': 'miércoles', '4': 'jueves', '5': 'viernes', '6': 'sábado', '7': 'domingo' },
  },
  // Etiquetas del historial de la ruta (app.history), una por acción que registra el servidor.
  history: { create: 'Ruta creada', update: 'Ruta modificada', coordinates: 'Trazo modificado', status: 'Cambio de estatus' },
  history_field: { status: 'Estatus' },
  sections: { details: 'Datos de la ruta', map: 'Mapa' },
  map: {
    list: 'Mapa de las rutas',
    record: 'Mapa de la ruta %{name}',
    editor: 'Mapa para trazar la ruta',
    selected: 'Se muestra el trazo de la ruta seleccionada. |||| Se muestran los trazos de las %{smart_count} rutas seleccionadas.',
    page: 'Se muestran los trazos de las rutas de esta página; seleccione filas para ver solo esas.',
    empty: 'No hay trazos que mostrar.',
    failed: 'No se pudo cargar el trazo de %{smart_count} ruta. |||| No se pudieron cargar los trazos de %{smart_count} rutas.',
    origin: 'Origen: %{place}',
    destination: 'Destino: %{place}',
  },
  // The path's problems as the server words them (domain/routes.ts pathProblem), caught before sending.
  path: {
    too_few: 'La ruta necesita al menos %{count} puntos en el mapa.',
    too_many: 'La ruta puede tener como máximo %{count} puntos; simplifique el trazo.',
    out_of_range: 'Cada punto necesita una latitud entre -90 y 90 y una longitud entre -180 y 180.',
  },
  length: '%{km} km',
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'La ruta está en uso por %{usage}.',
    selected_one: 'Una de las rutas seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las rutas seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} ruta', other: '%{count} rutas' },
    file: 'rutas',
  },
};
