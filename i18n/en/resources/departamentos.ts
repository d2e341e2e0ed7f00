/** resources.departamentos: the words of this resource's screens (English). */
export default {
  name: 'Department |||| Departments',
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
};
