/** resources.plantas: the words of this resource's screens (Spanish). */
export default {
  name: 'Planta |||| Plantas',
  page: { create: 'Crear planta' },
  fields: {
    id: 'ID',
    name: 'Nombre',
    code: 'Código',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    postal_code: 'Código postal',
    latitude: 'Latitud',
    longitude: 'Longitud',
    status: 'Estatus',
    created_at: 'Creada',
    updated_at: 'Actualizada',
  },
  empty: 'Aún no hay plantas registradas.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'esta planta |||| estas %{smart_count} plantas',
    named: 'la planta %{name}',
  },
  notifications: {
    created: 'Planta guardada',
    updated: 'Planta guardada |||| %{smart_count} plantas guardadas',
    deleted: 'Planta eliminada |||| %{smart_count} plantas eliminadas',
    enabled: 'Planta habilitada |||| %{smart_count} plantas habilitadas',
    disabled: 'Planta deshabilitada |||| %{smart_count} plantas deshabilitadas',
    exported: 'Plantas exportadas',
    save_error: 'No se pudo guardar la planta: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar las plantas: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'La planta está en uso por %{usage}.',
    selected_one: 'Una de las plantas seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las plantas seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} planta', other: '%{count} plantas' },
    file: 'plantas',
  },
};
