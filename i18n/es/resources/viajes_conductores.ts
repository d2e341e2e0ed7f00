/** resources['viajes/conductores']: a period's totals per driver (Spanish). */
export default {
  name: 'Viajes por conductor |||| Viajes por conductor',
  fields: {
    id: 'ID',
    conductor: 'Conductor',
    trips: 'Viajes',
    km: 'Km',
    points: 'Puntos',
    cancellations: 'Cancelaciones',
    no_shows: 'Pasajeros ausentes',
  },
  api: { file: 'viajes-por-conductor' },
  empty: 'Ningún conductor tiene viajes en este periodo.',
  notifications: {
    exported: 'Totales por conductor exportados',
    export_error: 'No se pudieron exportar los totales por conductor: %{error}',
  },
};
