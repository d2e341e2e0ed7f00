/** resources.plantas: the words of this resource's screens (English). */
export default {
  name: 'Plant |||| Plants',
  page: { create: 'Create plant' },
  fields: {
    id: 'ID',
    name: 'Name',
    code: 'Code',
    address: 'Address',
    city: 'City',
    state: 'State',
    postal_code: 'Postal code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    status: 'Status',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  empty: 'No plants registered yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this plant |||| these %{smart_count} plants',
    named: 'the plant %{name}',
  },
  notifications: {
    created: 'Plant saved',
    updated: 'Plant saved |||| %{smart_count} plants saved',
    deleted: 'Plant deleted |||| %{smart_count} plants deleted',
    enabled: 'Plant enabled |||| %{smart_count} plants enabled',
    disabled: 'Plant disabled |||| %{smart_count} plants disabled',
    exported: 'Plants exported',
    save_error: 'The plant could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The plants could not be exported: %{error}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The plant is in use by %{usage}.',
    selected_one: 'One of the selected plants is in use by %{usage}.',
    selected_many: '%{count} of the selected plants are in use by %{usage}.',
    count: { one: '%{count} plant', other: '%{count} plants' },
    file: 'plants',
  },
};
