/** resources.departamentos: the words of this resource's screens (Spanish). */
export default {
  name: 'Departamento |||| Departamentos',
  page: { create: 'Crear departamento' },
  fields: {
    id: 'ID',
    name: 'Nombre',
    code: 'Código',
    description: 'Descripción',
    planta: 'Planta',
    status: 'Estatus',
    created_at: 'Creado',
    updated_at: 'Actualizado',
  },
  empty: 'Aún no hay departamentos registrados.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'este departamento |||| estos %{smart_count} departamentos',
    named: 'el departamento %{name}',
  },
  notifications: {
    created: 'Departamento guardado',
    updated: 'Departamento guardado |||| %{smart_count} departamentos guardados',
    deleted: 'Departamento eliminado |||| %{smart_count} departamentos eliminados',
    enabled: 'Departamento habilitado |||| %{smart_count} departamentos habilitados',
    disabled: 'Departamento deshabilitado |||| %{smart_count} departamentos deshabilitados',
    exported: 'Departamentos exportados',
    save_error: 'No se pudo guardar el departamento: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar los departamentos: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'El departamento está en uso por %{usage}.',
    selected_one: 'Uno de los departamentos seleccionados está en uso por %{usage}.',
    selected_many: '%{count} de los departamentos seleccionados están en uso por %{usage}.',
    count: { one: '%{count} departamento', other: '%{count} departamentos' },
    file: 'departamentos',
  },
};
