import requests from './viajes/requests';

/** resources.solicitudes_viaje: the words of the trip requests' screens and API (English). */
export default {
  name: 'Trip request |||| Trip requests',
  fields: {
    id: 'ID',
    usuario: 'Requester',
    planta: 'Plant',
    pickup_place: 'Pickup place',
    pickup_latitude: 'Pickup latitude',
    pickup_longitude: 'Pickup longitude',
    dropoff_place: 'Drop-off place',
    dropoff_latitude: 'Drop-off latitude',
    dropoff_longitude: 'Drop-off longitude',
    fecha: 'Date',
    tipo: 'Type',
    status: 'Status',
    viaje: 'Trip',
    viaje_status: 'Trip status',
    motivo_de_rechazo: 'Refusal reason',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  api: {
    in_use: 'The trip request is in use by %{usage}.',
    selected_one: 'One of the selected trip requests is in use by %{usage}.',
    selected_many: '%{count} of the selected trip requests are in use by %{usage}.',
    count: { one: '%{count} trip request', other: '%{count} trip requests' },
    file: 'trip-requests',
  },
  ...requests,
};
