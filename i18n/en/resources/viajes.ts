import screens from './viajes/screens';
import totals from './viajes/totals';

/** resources.viajes: the words of the trips' screens and API (English). */
export default {
  name: 'Trip |||| Trips',
  fields: {
    id: 'ID',
    ruta: 'Route',
    planta: 'Plant',
    conductor: 'Driver',
    vehiculo: 'Vehicle',
    tipo: 'Type',
    status: 'Status',
    fecha_salida: 'Departure',
    fecha_llegada: 'Arrival',
    kilometraje_salida: 'Departure mileage',
    kilometraje_llegada: 'Arrival mileage',
    gasolina_salida: 'Departure fuel (%)',
    gasolina_llegada: 'Arrival fuel (%)',
    distance: 'Distance (km)',
    reward: 'Points',
    credited_at: 'Points credited',
    occupants: 'Occupants',
    boarded: 'Boarded',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  api: {
    in_use: 'The trip is in use by %{usage}.',
    selected_one: 'One of the selected trips is in use by %{usage}.',
    selected_many: '%{count} of the selected trips are in use by %{usage}.',
    count: { one: '%{count} trip', other: '%{count} trips' },
    file: 'trips',
  },
  ...screens,
  totals,
};
