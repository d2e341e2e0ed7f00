/** resources.viajes: the words of the trips' screens, /viajes and a trip's page (English); viajes.ts spreads them. */
export default {
  choices: {
    status: { '0': 'Scheduled', '1': 'Started', '2': 'Finished', '3': 'Cancelled' },
    tipo: { '0': 'To the company', '1': 'From the company' },
  },
  // The record page's title in the app bar (react-admin's show title): "Trip #12".
  page: { show: 'Trip %{recordRepresentation}' },
  empty: 'No trips yet. Trips are recorded from the drivers’ app.',
  confirm: {
    this: 'this trip |||| these %{smart_count} trips',
    named: 'trip %{name}',
  },
  notifications: {
    exported: 'Trips exported',
    export_error: 'The trips could not be exported: %{error}',
  },
  history: {
    create: 'Trip recorded',
    update: 'Trip changed',
    cancel: 'Trip cancelled',
    complete_boarded: 'Boarded occupants finalized and points credited',
  },
  history_field: { status: 'Status' },
  list: {
    filters: {
      departure_from: 'Departure from',
      departure_to: 'Departure to',
      departure_order: 'The end date cannot be before the start date.',
      status: 'Status',
      tipo: 'Type',
    },
  },
  show: {
    title: 'Trip #%{id}',
    sections: { journey: 'Trip' },
    units: { km: '%{value} km' },
    map: {
      title: 'Route and track',
      label: 'Map of trip #%{id}',
      route: 'Route',
      route_named: 'Route: %{name}',
      track: 'Recorded track',
      track_points: 'Recorded track: %{smart_count} point |||| Recorded track: %{smart_count} points',
      no_track: 'This trip has no recorded track yet.',
      pickup: 'Pickup: %{place}',
      no_place: 'no address',
      error: 'The route or the track could not be read: %{error}',
    },
    occupants: {
      title: 'Occupants',
      counts: 'Seats taken: %{occupants} · Boarded: %{boarded}',
      pickup: 'Pickup: %{place}',
      no_place: 'no address',
      credited: '%{points} points credited',
      not_credited: 'Points not credited',
      empty: 'This trip has no occupants.',
      loading: 'Loading occupants',
      error: 'The occupants could not be read: %{error}',
    },
    points: {
      title: 'Points',
      not_credited: 'Not credited',
      month_title: 'Driver’s monthly reward, %{month}',
      month_loading: 'Loading the monthly reward',
      month_error: 'The monthly reward could not be worked out: %{error}',
      month: {
        trips: 'Trips finished',
        km: 'Kilometres',
        factor: 'Points per km',
        uncapped: 'Points before the cap',
        limit: 'Monthly cap',
        points: 'Points for the month',
        credited: 'Points credited',
      },
    },
  },
  actions: {
    cancel: {
      label: 'Cancel trip',
      title: 'Cancel trip %{name}?',
      content: 'The occupants with a seat on the trip will lose it. This cannot be undone.',
      success: 'Trip %{name} cancelled',
      error: 'Trip %{name} could not be cancelled: %{error}',
    },
    complete: {
      label: 'Complete boarded',
      title: 'Complete the boarded occupants of trip %{name}?',
      content: 'The %{boarded} boarded occupants will be finalized and their points credited. This happens once.',
      success:
        'Trip %{name}: %{finalized} occupant finalized, %{credited} points credited |||| Trip %{name}: %{finalized} occupants finalized, %{credited} points credited',
      error: 'The occupants of trip %{name} could not be completed: %{error}',
    },
  },
};
