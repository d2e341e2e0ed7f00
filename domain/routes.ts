import { LATITUDE, LONGITUDE } from './fields';
import { type LatLng, pathLengthKm, roundKm } from './geo';

/**
 * Staff-transport routes (DOMAIN §5 Routes) as both sides need them: the API's declaration
 * (server/resources/transport/) and the screens (src/routes/) read the same limits from here.
 */

/** Text lengths both sides check. */
export const ROUTE_TEXT = { name: 120, origin: 255, destination: 255 } as const;

/**
 * A route's path (GET/PUT rutas/{id}/coordenadas/): at least two points, in order. The maximum
 * keeps a drawn path within what a screen draws and a request carries.
 */
export const ROUTE_PATH = { minPoints: 2, maxPoints: 1000 } as const;

/** "HH:mm", the route's departure time. */
export const DEPARTURE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a path, if anything; the keys are messages under `transport.path.`. */
export type PathProblem = 'too_few' | 'too_many' | 'out_of_range';

export function pathProblem(path: readonly LatLng[]): PathProblem | null {
  if (path.length < ROUTE_PATH.minPoints) return 'too_few';
  if (path.length > ROUTE_PATH.maxPoints) return 'too_many';
  const inRange = (p: LatLng) =>
    Number.isFinite(p.lat) && Number.isFinite(p.lng) && p.lat >= LATITUDE.min && p.lat <= LATITUDE.max && p.lng >= LONGITUDE.min && p.lng <= LONGITUDE.max;
  return path.every(inRange) ? null : 'out_of_range';
}

/** The route's length in km, derived from its path (stored with it, shown on both sides). */
export const routeLengthKm = (path: readonly LatLng[]) => roundKm(pathLengthKm(path));
