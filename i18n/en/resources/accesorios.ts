/** resources.accesorios: the words of this resource's screens (English). */
export default {
  name: 'Accessory |||| Accessories',
  page: { create: 'Create accessory' },
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    status: 'Status',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  empty: 'No accessories registered yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this accessory |||| these %{smart_count} accessories',
    named: 'the accessory %{name}',
  },
  notifications: {
    created: 'Accessory saved',
    updated: 'Accessory saved |||| %{smart_count} accessories saved',
    deleted: 'Accessory deleted |||| %{smart_count} accessories deleted',
    enabled: 'Accessory enabled |||| %{smart_count} accessories enabled',
    disabled: 'Accessory disabled |||| %{smart_count} accessories disabled',
    exported: 'Accessories exported',
    save_error: 'The accessory could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The accessories could not be exported: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The accessory is in use by %{usage}.',
    selected_one: 'One of the selected accessories is in use by %{usage}.',
    selected_many: '%{count} of the selected accessories are in use by %{usage}.',
    count: { one: '%{count} accessory', other: '%{count} accessories' },
    file: 'accessories',
  },
};
