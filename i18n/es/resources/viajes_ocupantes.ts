/** resources['viajes/ocupantes']: a period's totals per passenger (Spanish). */
export default {
  name: 'Viajes por pasajero |||| Viajes por pasajero',
  fields: {
    id: 'ID',
    usuario: 'Pasajero',
    rides: 'Viajes',
    km: 'Km',
    points: 'Puntos',
    cancellations: 'Cancelaciones',
    no_shows: 'Ausencias',
  },
  api: { file: 'viajes-por-pasajero' },
  empty: 'Ningún pasajero tiene viajes en este periodo.',
  notifications: {
    exported: 'Totales por pasajero exportados',
    export_error: 'No se pudieron exportar los totales por pasajero: %{error}',
  },
};
