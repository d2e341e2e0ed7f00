import screens from './viajes/screens';
import totals from './viajes/totals';

/** resources.viajes: the words of the trips' screens and API (Spanish). */
export default {
  name: 'Viaje |||| Viajes',
  fields: {
    id: 'ID',
    ruta: 'Ruta',
    planta: 'Planta',
    conductor: 'Conductor',
    vehiculo: 'Vehículo',
    tipo: 'Tipo',
    status: 'Estatus',
    fecha_salida: 'Salida',
    fecha_llegada: 'Llegada',
    kilometraje_salida: 'Kilometraje de salida',
    kilometraje_llegada: 'Kilometraje de llegada',
    gasolina_salida: 'Gasolina de salida (%)',
    gasolina_llegada: 'Gasolina de llegada (%)',
    distance: 'Distancia (km)',
    reward: 'Puntos',
    credited_at: 'Puntos acreditados',
    occupants: 'Ocupantes',
    boarded: 'A bordo',
    created_at: 'Creado',
    updated_at: 'Actualizado',
  },
  api: {
    in_use: 'El viaje está en uso por %{usage}.',
    selected_one: 'Uno de los viajes seleccionados está en uso por %{usage}.',
    selected_many: '%{count} de los viajes seleccionados están en uso por %{usage}.',
    count: { one: '%{count} viaje', other: '%{count} viajes' },
    file: 'viajes',
  },
  ...screens,
  totals,
};
