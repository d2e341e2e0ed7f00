import L from 'leaflet';
import type { LatLng } from '../../domain/geo';

/**
 * Gives a drawn line or circle its accessible name: leaflet draws them as SVG paths with no
 * role, which a screen reader passes over.
 */
export function nameLayer(layer: L.Path | null, label: string | undefined) {
  const element = layer?.getElement();
  if (!element) return;
  if (label) {
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label);
  } else {
    element.removeAttribute('role');
    element.removeAttribute('aria-label');
  }
}

/** A key that changes when the box around `points` does (what a map fits itself to). */
export function boundsKey(points: readonly LatLng[]): string {
  if (points.length === 0) return '';
  let [south, west, north, east] = [90, 180, -90, -180];
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [south, west, north, east].map((v) => v.toFixed(5)).join(',');
}

export const toLatLng = ({ lat, lng }: L.LatLng): LatLng => ({ lat, lng });
