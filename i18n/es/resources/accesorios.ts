/** resources.accesorios: the words of this resource's screens (Spanish). */
export default {
  name: 'Accesorio |||| Accesorios',
  page: { create: 'Crear accesorio' },
  fields: {
    id: 'ID',
    name: 'Nombre',
    description: 'Descripción',
    status: 'Estatus',
    created_at: 'Creado',
    updated_at: 'Actualizado',
  },
  empty: 'Aún no hay accesorios registrados.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'este accesorio |||| estos %{smart_count} accesorios',
    named: 'el accesorio %{name}',
  },
  notifications: {
    created: 'Accesorio guardado',
    updated: 'Accesorio guardado |||| %{smart_count} accesorios guardados',
    deleted: 'Accesorio eliminado |||| %{smart_count} accesorios eliminados',
    enabled: 'Accesorio habilitado |||| %{smart_count} accesorios habilitados',
    disabled: 'Accesorio deshabilitado |||| %{smart_count} accesorios deshabilitados',
    exported: 'Accesorios exportados',
    save_error: 'No se pudo guardar el accesorio: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar los accesorios: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'El accesorio está en uso por %{usage}.',
    selected_one: 'Uno de los accesorios seleccionados está en uso por %{usage}.',
    selected_many: '%{count} de los accesorios seleccionados están en uso por %{usage}.',
    count: { one: '%{count} accesorio', other: '%{count} accesorios' },
    file: 'accesorios',
  },
};
