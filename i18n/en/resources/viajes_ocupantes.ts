/** resources['viajes/ocupantes']: a period's totals per passenger (English). */
export default {
  name: 'Trips by passenger |||| Trips by passenger',
  fields: {
    id: 'ID',
    usuario: 'Passenger',
    rides: 'Rides',
    km: 'Km',
    points: 'Points',
    cancellations: 'Cancellations',
    no_shows: 'Absences',
  },
  api: { file: 'trips-by-passenger' },
  empty: 'No passenger has trips in this period.',
  notifications: {
    exported: 'Totals by passenger exported',
    export_error: 'The totals by passenger could not be exported: %{error}',
  },
};
