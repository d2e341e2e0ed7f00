/** resources.prestamos.show: the words of the loan record page, /viajes_fleet/viajes/:viaje (en). */
export default {
  title: 'Loan #%{id}',
  back: 'Back to the list',
  sections: {
    request: 'Request',
    vehicle: 'Vehicle',
    cards: 'Cards',
    audits: 'Audits',
    incidents: 'Incidents',
  },
  request: {
    email: 'Email',
    telephone: 'Telephone',
    requested_on: 'Requested on',
  },
  reasons: {
    rejection: 'Rejection reason',
    cancellation: 'Cancellation reason',
  },
  vehicle: {
    none: 'No vehicle assigned',
    plate: 'Licence plate',
    view: 'View vehicle %{plate}',
    error: 'Could not load the vehicle: %{error}',
  },
  cards: {
    /** A card the loan had and no longer holds. */
    returned: 'Returned',
    none: 'No card',
    error: 'Could not load the card: %{error}',
  },
  audits: {
    done: 'Done',
    pending: 'Pending',
    mileage: 'Mileage: %{km} km',
    fuel: 'Fuel: %{percent} %',
    view_initial: 'View the initial audit',
    view_final: 'View the final audit',
    report: 'View the hand-over report',
    error: 'Could not load the audit: %{error}',
  },
  incidents: {
    empty: 'This loan has no incidents.',
    loading: 'Loading the incidents…',
    error: 'Could not load the incidents: %{error}',
    title: 'Incident of %{date}',
    by: 'Reported by %{name}',
    no_description: 'No description.',
    photo: 'Photo %{n} of the incident of %{date}',
    photo_comment: 'Photo %{n} of the incident of %{date}: %{comment}',
    view_photo: 'View photo %{n}',
    photo_missing: 'Photo %{n} could not be loaded',
  },
  missing: {
    failed_title: 'The loan could not be loaded',
    title: 'Loan not found',
    not_found: 'There is no loan number %{id}.',
    failed: 'Loan %{id} could not be loaded: %{error}',
    retry: 'Try again',
    back: 'Back to the loan list',
  },
};
