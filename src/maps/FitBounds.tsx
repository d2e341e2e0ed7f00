import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';

/** How close a fit may zoom: a street's width, not a single house. */
const MAX_FIT_ZOOM = 16;

/**
 * Fits the map to `points` each time `fitKey` changes (MapContainer reads its view once, at
 * mount): to the points' box, or around the one point, or not at all when there is none.
 */
export const FitBounds = ({ points, fitKey }: { points: readonly LatLng[]; fitKey: string }) => {
  const map = useMap();
  const latest = useRef(points);
  latest.current = points;
  useEffect(() => {
    const shown = latest.current;
    if (shown.length === 0) return;
    if (shown.length === 1) {
      map.setView([shown[0].lat, shown[0].lng], Math.min(14, map.getMaxZoom()));
      return;
    }
    const bounds = L.latLngBounds(shown.map(({ lat, lng }) => [lat, lng] as [number, number]));
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM });
  }, [map, fitKey]);
  return null;
};
