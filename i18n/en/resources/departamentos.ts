/** resources.departamentos: the words of this resource's screens (English). */
export default {
  name: 'Department |||| Departments',
  page: { create: 'Create department' },
  fields: {
    id: 'ID',
    name: 'Name',
    code: 'Code',
    description: 'Description',
    planta: 'Plant',
    status: 'Status',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  empty: 'No departments registered yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this department |||| these %{smart_count} departments',
    named: 'the department %{name}',
  },
  notifications: {
    created: 'Department saved',
    updated: 'Department saved |||| %{smart_count} departments saved',
    deleted: 'Department deleted |||| %{smart_count} departments deleted',
    enabled: 'Department enabled |||| %{smart_count} departments enabled',
    disabled: 'Department disabled |||| %{smart_count} departments disabled',
    exported: 'Departments exported',
    save_error: 'The department could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The departments could not be exported: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The department is in use by %{usage}.',
    selected_one: 'One of the selected departments is in use by %{usage}.',
    selected_many: '%{count} of the selected departments are in use by %{usage}.',
    count: { one: '%{count} department', other: '%{count} departments' },
    file: 'departments',
  },
};
