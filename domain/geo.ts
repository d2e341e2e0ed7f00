/**
 * Distances on the Earth for routes, tracks and trip requests (DOMAIN §5 Routes, Trip
 * requests): both sides read them, the server to derive a route's length and to check a match,
 * the screens to show a length while a path is drawn. The database's matching query uses the
 * same formulas (test/server pins that they agree).
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in km (IUGG), as haversine distances use it. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A path's length in km: the sum of its segments. */
export function pathLengthKm(path: readonly LatLng[]): number {
  let km = 0;
  for (let i = 1; i < path.length; i++) km += haversineKm(path[i - 1], path[i]);
  return km;
}

/** Km rounded to two decimals, as lengths and distances are stored and shown. */
export const roundKm = (km: number) => Math.round(km * 100) / 100;

/**
 * Distance in km from a point to a segment, on a plane tangent at the point (equirectangular):
 * exact enough within a city's scale, where the radius of a match is a few km.
 */
export function distanceToSegmentKm(p: LatLng, a: LatLng, b: LatLng): number {
  const kx = rad(1) * EARTH_RADIUS_KM * Math.cos(rad(p.lat));
  const ky = rad(1) * EARTH_RADIUS_KM;
  const ax = (a.lng - p.lng) * kx;
  const ay = (a.lat - p.lat) * ky;
  const bx = (b.lng - p.lng) * kx;
  const by = (b.lat - p.lat) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Distance in km from a point to the nearest part of a path. */
export function distanceToPathKm(p: LatLng, path: readonly LatLng[]): number {
  if (path.length === 1) return distanceToSegmentKm(p, path[0], path[0]);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < path.length; i++) best = Math.min(best, distanceToSegmentKm(p, path[i - 1], path[i]));
  return best;
}
