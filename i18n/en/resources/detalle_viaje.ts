import occupants from './viajes/occupants';

/** resources.detalle_viaje: the words of a trip's occupants (English). */
export default {
  name: 'Occupant |||| Occupants',
  fields: {
    id: 'ID',
    viaje: 'Trip',
    usuario: 'Passenger',
    status: 'Status',
    pickup_place: 'Pickup place',
    pickup_latitude: 'Pickup latitude',
    pickup_longitude: 'Pickup longitude',
    reward: 'Points',
    credited_at: 'Points credited',
    solicitud: 'Request',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  api: {
    // What a trip with occupants is in use by (409 when it is deleted).
    count: { one: '%{count} occupant', other: '%{count} occupants' },
    file: 'occupants',
  },
  ...occupants,
};
