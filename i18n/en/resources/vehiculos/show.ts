/** resources.vehiculos.show: words of the vehicle record page, /vehiculos/:vehiculo (en). */
export default {
  sections: {
    photos: 'Photos',
    details: 'Vehicle details',
    owner: 'Owner',
    documents: 'Documents',
  },
  photos: {
    none: 'The vehicle has no photos to show.',
    needed_to_accept: 'The request can be accepted once the vehicle has its three photos; add them from Edit.',
  },
  owner: {
    fleet: 'Company fleet vehicle: it has no owner.',
    none: 'No owner recorded.',
  },
  documents: {
    expires: 'Expires on %{date}',
    no_expiry: 'No expiry date',
  },
  missing: {
    title: 'Vehicle not found',
    not_found: 'There is no vehicle with the licence plate %{plate}.',
    not_found_id: 'There is no vehicle with the identifier %{plate}.',
    failed: 'The vehicle %{plate} could not be loaded. Check your connection and try again.',
    back: 'Back to the vehicle list',
    retry: 'Try again',
  },
  actions: {
    accept: 'Accept request',
    accept_title: 'Accept the request of vehicle %{name}?',
    accept_content: 'The vehicle will become active and available.',
    reject: 'Refuse request',
    reject_title: 'Refuse the request of vehicle %{name}?',
    reject_content: 'Give the reason for the refusal; the administrators will be notified.',
    release: 'Release',
    release_title: 'Release vehicle %{name}?',
    release_content: 'The vehicle will no longer be occupied and will be available again.',
  },
};
