/** resources.vencimientos: the expiry centre, what expires within 30 days or has expired (English). */
export default {
  name: 'Expiry |||| Expiries',
  fields: {
    id: 'ID',
    kind: 'Document',
    record: 'Record',
    name: 'Holder',
    owner_name: 'Owner',
    planta: 'Plant',
    vencimiento: 'Expiry date',
    days_left: 'Days left',
    status: 'Status',
  },
  // domain/expiry.ts EXPIRY_KINDS.
  kinds: {
    permiso_circulacion: 'Road permit',
    seguro: 'Insurance',
    verificacion: 'Verification',
    licencia: 'Driving licence',
    tarjeta_gasolina: 'Fuel card',
    tarjeta_tag: 'Toll-tag card',
  },
  // The centre's screen: days left in words, its two states, filters, empty state, export toasts.
  days_left: {
    left: '%{smart_count} day left |||| %{smart_count} days left',
    today: 'Expires today',
    ago: 'Expired %{smart_count} day ago |||| Expired %{smart_count} days ago',
  },
  choices: { status: { '3': 'Expiring', '4': 'Expired' } },
  list: {
    filters: {
      kind: 'Document',
      status: 'Status',
      from: 'Expires from',
      to: 'Expires until',
      order: 'The end date cannot be before the start date.',
    },
  },
  empty: 'Nothing expires in the next 30 days and nothing has expired.',
  notifications: {
    exported: 'Expiries exported',
    export_error: 'The expiries could not be exported: %{error}',
  },
  api: { file: 'expiries' },
};
