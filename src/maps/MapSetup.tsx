import { useEffect } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useMap } from 'react-leaflet';

/** The parts of a leaflet 1.9 map that its removal leaves running. */
interface LeftRunning {
  _animatingZoom: boolean;
  scrollWheelZoom: { _timer?: ReturnType<typeof setTimeout> };
}

/**
 * Leaflet 1.9 leaves two timers behind a removed map (cleared on removal only after 1.9.4,
 * Leaflet#9577): the one that ends a zoom 250 ms after it starts, when the panes' transition has
 * not, and the wheel's, which zooms 40 ms after the last turn. A screen left mid-zoom (after a
 * click on +, a fit to data just come, a wheel turn) had them move panes already gone: "Cannot
 * read properties of undefined (reading '_leaflet_pos')". As the map unloads, its zoom is marked
 * over, which makes the first a no-op, and the wheel's is cleared.
 */
const stopTimersOnUnload = (map: LeafletMap) => {
  // Not undone in a cleanup: the map's own removal fires 'unload', whichever effect React undoes first.
  map.once('unload', () => {
    const left = map as unknown as LeftRunning;
    left._animatingZoom = false;
    clearTimeout(left.scrollWheelZoom._timer);
  });
};

/**
 * The map's container as a named region (leaflet makes it focusable: arrows pan, + and - zoom),
 * redrawn when its box changes size (a list's side panel, a phone turned), which leaflet only
 * notices for the window.
 */
export const MapSetup = ({ label }: { label: string }) => {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  useEffect(() => stopTimersOnUnload(map), [map]);
  return null;
};
