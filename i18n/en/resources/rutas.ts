/** resources.rutas: the words of the routes' screens and API (English). */
export default {
  name: 'Route |||| Routes',
  fields: {
    id: 'ID',
    name: 'Name',
    origin: 'Origin',
    destination: 'Destination',
    planta: 'Plant',
    tipo: 'Type',
    days: 'Days',
    departure_time: 'Departure time',
    status: 'Status',
    path: 'Path',
    length_km: 'Length (km)',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The route is in use by %{usage}.',
    selected_one: 'One of the selected routes is in use by %{usage}.',
    selected_many: '%{count} of the selected routes are in use by %{usage}.',
    count: { one: '%{count} route', other: '%{count} routes' },
    file: 'routes',
  },
};
