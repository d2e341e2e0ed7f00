/** resources.alertas: the words of the panic alerts' screens and API (English). */
export default {
  name: 'Alert |||| Alerts',
  fields: {
    id: 'ID',
    issued_by: 'Raised by',
    issued_by_name: 'Raised by',
    issued_by_photo: 'Photo',
    issued_by_phone: 'Phone',
    latitude: 'Latitude',
    longitude: 'Longitude',
    location: 'Location',
    viaje: 'Trip',
    planta: 'Plant',
    planta_name: 'Plant',
    status: 'Status',
    attended_by: 'Attended by',
    attended_by_name: 'Attended by',
    attended_at: 'Attended at',
    comentario: 'Comment',
    created_at: 'Raised',
    updated_at: 'Updated',
  },
  choices: {
    status: { '0': 'Active', '1': 'Attended' },
  },
  api: {
    in_use: 'The alert is in use by %{usage}.',
    selected_one: 'One of the selected alerts is in use by %{usage}.',
    selected_many: '%{count} of the selected alerts are in use by %{usage}.',
    count: { one: '%{count} alert', other: '%{count} alerts' },
    file: 'alerts',
  },
  // SPEC §8: the export's messages.
  notifications: {
    exported: 'Alerts exported',
    export_error: 'The alerts could not be exported: %{error}',
  },
  // The alert's history labels (app.history), one per action the server records.
  history: {
    create: 'Alert raised',
    attend: 'Alert attended',
  },
};
