import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { nameLayer } from './mapLayers';
import { MARKER_COLORS, markerRadius } from './markerStyle';
import type { MapMarker } from './types';

/**
 * A marker as a white-ringed circle in its kind's colour: drawn, not an image, so there is no
 * default marker picture for the bundler to lose. Named by its label and showing it on hover.
 */
export const PointMarker = ({ marker }: { marker: MapMarker }) => {
  const layer = useRef<L.CircleMarker>(null);
  useEffect(() => nameLayer(layer.current, marker.label), [marker.label]);
  return (
    <CircleMarker
      ref={layer}
      center={[marker.lat, marker.lng]}
      radius={markerRadius(marker.kind)}
      pathOptions={{ color: '#fff', weight: 2, fillColor: MARKER_COLORS[marker.kind], fillOpacity: 1 }}
    >
      <Tooltip>{marker.label}</Tooltip>
    </CircleMarker>
  );
};
