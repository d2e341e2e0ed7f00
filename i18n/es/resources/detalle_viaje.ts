import occupants from './viajes/occupants';

/** resources.detalle_viaje: the words of a trip's occupants (Spanish). */
export default {
  name: 'Ocupante |||| Ocupantes',
  fields: {
    id: 'ID',
    viaje: 'Viaje',
    usuario: 'Pasajero',
    status: 'Estatus',
    pickup_place: 'Lugar de recogida',
    pickup_latitude: 'Latitud de recogida',
    pickup_longitude: 'Longitud de recogida',
    reward: 'Puntos',
    credited_at: 'Puntos acreditados',
    solicitud: 'Solicitud',
    created_at: 'Creado',
    updated_at: 'Actualizado',
  },
  api: {
    // What a trip with occupants is in use by (409 when it is deleted).
    count: { one: '%{count} ocupante', other: '%{count} ocupantes' },
    file: 'ocupantes',
  },
  ...occupants,
};
