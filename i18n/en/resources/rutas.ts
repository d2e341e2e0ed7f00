/** resources.rutas: the words of the routes' screens and API (English). */
export default {
  name: 'Route |||| Routes',
  page: { create: 'Create route' },
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
  empty: 'There are no routes yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this route |||| these %{smart_count} routes',
    named: 'the route %{name}',
  },
  notifications: {
    created: 'Route saved',
    updated: 'Route saved |||| %{smart_count} routes saved',
    deleted: 'Route deleted |||| %{smart_count} routes deleted',
    enabled: 'Route enabled |||| %{smart_count} routes enabled',
    disabled: 'Route disabled |||| %{smart_count} routes disabled',
    exported: 'Routes exported',
    save_error: 'Could not save the route: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'Could not change the status: %{error}',
    export_error: 'Could not export the routes: %{error}',
  },
  // The days a route runs, shortened where they follow each other ("Monday to Friday").
  days: {
    every: 'Every day',
    none: 'No day',
    range: '%{from} to %{to}',
    and: '%{list} and %{last}',
    // A weekday's name inside a phrase (resources.configuracion.weekdays starts one).
    inline: { '1': 'Monday', '2': 'Tuesday', '3': 'Wednesday', '4': 'Thursday', '5': 'Friday', '6': 'Saturday', '7': 'Sunday' },
  },
  // The route's history labels (app.history), one per action the server records.
  history: { create: 'Route created', update: 'Route changed', coordinates: 'Path redrawn', status: 'Status changed' },
  history_field: { status: 'Status' },
  sections: { details: 'Route details', map: 'Map' },
  map: {
    list: 'Map of the routes',
    record: 'Map of the route %{name}',
    editor: 'Map to draw the route on',
    selected: 'Showing the path of the selected route. |||| Showing the paths of the %{smart_count} selected routes.',
    page: "Showing the paths of this page's routes; select rows to see only those.",
    empty: 'No paths to show.',
    failed: 'The path of %{smart_count} route could not be loaded. |||| The paths of %{smart_count} routes could not be loaded.',
    origin: 'Origin: %{place}',
    destination: 'Destination: %{place}',
  },
  // The path's problems as the server words them (domain/routes.ts pathProblem), caught before sending.
  path: {
    too_few: 'The route needs at least %{count} points on the map.',
    too_many: 'The route can have at most %{count} points; simplify the path.',
    out_of_range: 'Each point needs a latitude between -90 and 90 and a longitude between -180 and 180.',
  },
  length: '%{km} km',
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The route is in use by %{usage}.',
    selected_one: 'One of the selected routes is in use by %{usage}.',
    selected_many: '%{count} of the selected routes are in use by %{usage}.',
    count: { one: '%{count} route', other: '%{count} routes' },
    file: 'routes',
  },
};
