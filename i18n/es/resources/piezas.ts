/** resources.piezas: the words of this resource's screens (Spanish). */
export default {
  name: 'Pieza |||| Piezas',
  page: { create: 'Crear pieza' },
  fields: {
    id: 'ID',
    name: 'Nombre',
    description: 'Descripción',
    status: 'Estatus',
    created_at: 'Creada',
    updated_at: 'Actualizada',
  },
  empty: 'Aún no hay piezas registradas.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'esta pieza |||| estas %{smart_count} piezas',
    named: 'la pieza %{name}',
  },
  notifications: {
    created: 'Pieza guardada',
    updated: 'Pieza guardada |||| %{smart_count} piezas guardadas',
    deleted: 'Pieza eliminada |||| %{smart_count} piezas eliminadas',
    enabled: 'Pieza habilitada |||| %{smart_count} piezas habilitadas',
    disabled: 'Pieza deshabilitada |||| %{smart_count} piezas deshabilitadas',
    exported: 'Piezas exportadas',
    save_error: 'No se pudo guardar la pieza: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar las piezas: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'La pieza está en uso por %{usage}.',
    selected_one: 'Una de las piezas seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las piezas seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} pieza', other: '%{count} piezas' },
    file: 'piezas',
  },
};
