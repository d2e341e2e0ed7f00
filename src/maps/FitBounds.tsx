import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';

/** How close a fit may zoom: a street's width, not a single house. */
const MAX_FIT_ZOOM = 16;

/**
 * Fits `map` to `points`: to their box, or around the one point, or not at all when there is none.
 * Without animation: leaflet drops a view asked for while a zoom animation runs, so a fit to a
 * list's new rows that came during the fit to its previous ones left the map on the old view.
 */
function fit(map: L.Map, points: readonly LatLng[]) {
  if (points.length === 0) return;
  if (points.length === 1) {
    map.setView([points[0].lat, points[0].lng], Math.min(14, map.getMaxZoom()), { animate: false });
    return;
  }
  const bounds = L.latLngBounds(points.map(({ lat, lng }) => [lat, lng] as [number, number]));
  map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM, animate: false });
}

/**
 * Fits the map to `points` each time `fitKey` changes (MapContainer reads its view once, at
 * mount), and again when the map's box changes size (MapSetup tells leaflet) until the person
 * moves or zooms it: a fit made while a list's side panel was still laying out took the zoom of a
 * box that was not yet its own and left the route a dot.
 */
export const FitBounds = ({ points, fitKey }: { points: readonly LatLng[]; fitKey: string }) => {
  const map = useMap();
  const latest = useRef(points);
  latest.current = points;
  const moved = useRef(false);
  useEffect(() => {
    moved.current = false;
    fit(map, latest.current);
  }, [map, fitKey]);
  useEffect(() => {
    const byPerson = () => (moved.current = true);
    const refit = () => {
      if (!moved.current) fit(map, latest.current);
    };
    const container = map.getContainer();
    map.on('dragstart', byPerson);
    map.on('resize', refit);
    // Zoom controls, the wheel and the keyboard: the person's own zooms (a fit's zoom fires none of these).
    container.addEventListener('wheel', byPerson, { passive: true });
    container.addEventListener('keydown', byPerson);
    container.addEventListener('click', byPerson);
    return () => {
      map.off('dragstart', byPerson);
      map.off('resize', refit);
      container.removeEventListener('wheel', byPerson);
      container.removeEventListener('keydown', byPerson);
      container.removeEventListener('click', byPerson);
    };
  }, [map]);
  return null;
};
