import type { RaRecord } from 'react-admin';
import type { MapMarker } from '../maps';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A request's pickup and dropoff points as map markers, named by the request and the place (`translate` words them). */
export const requestMarkers = (request: RaRecord, translate: (key: string, args: Record<string, unknown>) => string): MapMarker[] => [
  ...(isNumber(request.pickup_latitude) && isNumber(request.pickup_longitude)
    ? [{ id: `${request.id}-pickup`, lat: request.pickup_latitude, lng: request.pickup_longitude, kind: 'pickup' as const, label: translate('resources.solicitudes_viaje.map.pickup', { id: request.id, place: request.pickup_place ?? '' }) }]
    : []),
  ...(isNumber(request.dropoff_latitude) && isNumber(request.dropoff_longitude)
    ? [{ id: `${request.id}-dropoff`, lat: request.dropoff_latitude, lng: request.dropoff_longitude, kind: 'dropoff' as const, label: translate('resources.solicitudes_viaje.map.dropoff', { id: request.id, place: request.dropoff_place ?? '' }) }]
    : []),
];
