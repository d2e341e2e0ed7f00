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
};
