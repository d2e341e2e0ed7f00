/** resources.vehiculos.list: words of the vehicle list screen (en). */
export default {
  photo: 'Photo',
  no_photo: 'No photo',
  brand_model: 'Brand and model',
  no_documents: 'No documents',
  tabs: {
    label: 'Vehicle views',
    pending: 'Pending requests',
    lendable: 'Available to lend',
    all: 'All',
    // On a phone the three share its width.
    short: { pending: 'Pending', lendable: 'To lend', all: 'All' },
  },
  filters: {
    year_from: 'Year from',
    year_to: 'Year to',
    year_order: 'Must be the same as or later than the first year.',
  },
  bulk: {
    release: 'Release',
    activate: 'Activate',
    deactivate: 'Deactivate',
  },
  // %{target} is resources.vehiculos.confirm: "this vehicle", "these 3 vehicles", "vehicle ABC-123".
  confirm: {
    release: 'Release %{target}?',
    release_content: 'It will no longer be occupied and will be active again. |||| They will no longer be occupied and will be active again.',
    activate: 'Activate %{target}?',
    activate_content: 'It will be available in the app again. |||| They will be available in the app again.',
    deactivate: 'Deactivate %{target}?',
    deactivate_content: 'You can activate it again later. |||| You can activate them again later.',
  },
};
