import requests from './viajes/requests';

/** resources.solicitudes_viaje: the words of the trip requests' screens and API (Spanish). */
export default {
  name: 'Solicitud de viaje |||| Solicitudes de viaje',
  fields: {
    id: 'ID',
    usuario: 'Solicitante',
    planta: 'Planta',
    pickup_place: 'Lugar de recogida',
    pickup_latitude: 'Latitud de recogida',
    pickup_longitude: 'Longitud de recogida',
    dropoff_place: 'Lugar de destino',
    dropoff_latitude: 'Latitud de destino',
    dropoff_longitude: 'Longitud de destino',
    fecha: 'Fecha',
    tipo: 'Tipo',
    status: 'Estatus',
    viaje: 'Viaje',
    viaje_status: 'Estatus del viaje',
    motivo_de_rechazo: 'Motivo de rechazo',
    created_at: 'Creada',
    updated_at: 'Actualizada',
  },
  api: {
    in_use: 'La solicitud de viaje está en uso por %{usage}.',
    selected_one: 'Una de las solicitudes de viaje seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las solicitudes de viaje seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} solicitud de viaje', other: '%{count} solicitudes de viaje' },
    file: 'solicitudes-de-viaje',
  },
  ...requests,
};
