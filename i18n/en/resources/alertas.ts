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
  history_field: { status: 'Status' },
  // The record page's title in the app bar (react-admin's show title): "Alert #12".
  page: { show: 'Alert %{recordRepresentation}' },
  empty: 'No alerts. Panic alerts come from the phone app.',
  confirm: {
    this: 'this alert |||| these %{smart_count} alerts',
    named: 'alert %{name}',
  },
  list: {
    filters: {
      status: 'Status',
      from: 'Raised from',
      to: 'Raised until',
      order: 'The end date cannot be before the start date.',
    },
  },
  show: {
    title: 'Alert #%{id}',
    issuer: 'Raised by',
    attended: 'Attention',
    coordinates: 'Coordinates',
    ago: {
      now: 'just now',
      minutes: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
      hours: '%{smart_count} hour ago |||| %{smart_count} hours ago',
      days: '%{smart_count} day ago |||| %{smart_count} days ago',
    },
    map: {
      title: 'Location',
      label: 'Map of alert #%{id}',
      position: 'Alert: %{place}',
      no_place: 'no address',
      error: 'The alert’s trip could not be read: %{error}',
    },
  },
  actions: {
    attend: {
      label: 'Attend',
      title: 'Attend alert %{name}?',
      content: 'Write what was done to attend it. The alert stops being active on every desk.',
      success: 'Alert %{name} attended',
      error: 'Alert %{name} could not be attended: %{error}',
    },
  },
  // The live alert desk: the banner on every screen (admin and C4) and its sound's control in the app bar.
  desk: {
    title: 'Active alerts',
    count: '%{smart_count} active alert |||| %{smart_count} active alerts',
    alert: 'Alert #%{id}',
    all: 'See the active alert |||| See all %{smart_count} active alerts',
    arrived: 'New panic alert from %{name}',
    arrived_many: 'One new panic alert |||| %{smart_count} new panic alerts',
    sound: {
      label: 'Alert sound',
      on: 'Alert sound: on',
      off: 'Alert sound: off',
    },
  },
};
