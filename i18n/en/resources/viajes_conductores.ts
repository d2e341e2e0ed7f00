/** resources['viajes/conductores']: a period's totals per driver (English). */
export default {
  name: 'Trips by driver |||| Trips by driver',
  fields: {
    id: 'ID',
    conductor: 'Driver',
    trips: 'Trips',
    km: 'Km',
    points: 'Points',
    cancellations: 'Cancellations',
    no_shows: 'Passengers absent',
  },
  api: { file: 'trips-by-driver' },
  empty: 'No driver has trips in this period.',
  notifications: {
    exported: 'Totals by driver exported',
    export_error: 'The totals by driver could not be exported: %{error}',
  },
};
