import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

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
  return null;
};
