/** resources.piezas: the words of this resource's screens (English). */
export default {
  name: 'Part |||| Parts',
  page: { create: 'Create part' },
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    status: 'Status',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  empty: 'No parts registered yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this part |||| these %{smart_count} parts',
    named: 'the part %{name}',
  },
  notifications: {
    created: 'Part saved',
    updated: 'Part saved |||| %{smart_count} parts saved',
    deleted: 'Part deleted |||| %{smart_count} parts deleted',
    enabled: 'Part enabled |||| %{smart_count} parts enabled',
    disabled: 'Part disabled |||| %{smart_count} parts disabled',
    exported: 'Parts exported',
    save_error: 'The part could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The parts could not be exported: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The part is in use by %{usage}.',
    selected_one: 'One of the selected parts is in use by %{usage}.',
    selected_many: '%{count} of the selected parts are in use by %{usage}.',
    count: { one: '%{count} part', other: '%{count} parts' },
    file: 'parts',
  },
};
