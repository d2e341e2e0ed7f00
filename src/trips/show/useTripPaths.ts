import { useMemo } from 'react';
import { useGetRecordRepresentation, useReference, useTranslate, type Identifier } from 'react-admin';
import type { LatLng } from '../../../domain/geo';
import type { MapPath } from '../../maps';
import { useCoordinates, type TrackPoint } from './tripReads';

const W = 'resources.viajes.show.map';

/**
 * A trip's two lines for a map: its route's drawn path (named by the route) and the track its
 * driver's phone recorded (dashed). Shared by the trip's page and an alert raised on a trip.
 */
export const useTripPaths = (trip: Identifier | null | undefined, routeId: Identifier | null | undefined) => {
  const translate = useTranslate();
  const route = useCoordinates<LatLng>('rutas', routeId);
  const track = useCoordinates<TrackPoint>('viajes', trip);
  const { referenceRecord: routeRecord } = useReference({ reference: 'rutas', id: routeId as Identifier, options: { enabled: routeId != null } });
  const representRoute = useGetRecordRepresentation('rutas');
  const routeName = routeRecord ? String(representRoute(routeRecord)) : translate(`${W}.route`);
  const paths = useMemo<MapPath[]>(
    () => [
      ...(route.data?.length ? [{ id: 'route', points: route.data, label: translate(`${W}.route_named`, { name: routeName }) }] : []),
      ...(track.data?.length ? [{ id: 'track', points: track.data, label: translate(`${W}.track`), dashed: true }] : []),
    ],
    [route.data, track.data, routeName, translate],
  );
  return { paths, track, error: route.error ?? track.error };
};
