import { distanceToSegmentKm, type LatLng } from '../../domain/geo';

/**
 * The edits the path editor makes, as pure functions of the path (each answers a new array, so
 * the editor keeps the old one for undo). A point is stored as {lat, lng} only.
 */
const point = ({ lat, lng }: LatLng): LatLng => ({ lat, lng });

export const addPoint = (path: readonly LatLng[], p: LatLng): LatLng[] => [...path, point(p)];

/** Puts `p` at `index`, before the point that was there. */
export const insertPoint = (path: readonly LatLng[], index: number, p: LatLng): LatLng[] => [...path.slice(0, index), point(p), ...path.slice(index)];

export const movePoint = (path: readonly LatLng[], index: number, p: LatLng): LatLng[] => path.map((q, i) => (i === index ? point(p) : q));

export const removePoint = (path: readonly LatLng[], index: number): LatLng[] => path.filter((_, i) => i !== index);

/** Where a point clicked on the line goes: after the start of the segment it lies nearest to. */
export function insertionIndex(path: readonly LatLng[], p: LatLng): number {
  let best = path.length;
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < path.length; i++) {
    const km = distanceToSegmentKm(p, path[i - 1], path[i]);
    if (km < nearest) {
      nearest = km;
      best = i;
    }
  }
  return best;
}

/** How many earlier paths undo keeps: enough for any drawing session, bounded for memory. */
export const UNDO_DEPTH = 200;

/** The undo stack after an edit from `before`. */
export const pushUndo = (stack: readonly (readonly LatLng[])[], before: readonly LatLng[]) => [...stack, before].slice(-UNDO_DEPTH);
