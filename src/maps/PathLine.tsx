import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import { Polyline, Tooltip } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';
import { nameLayer } from './mapLayers';

export interface PathLineProps {
  points: readonly LatLng[];
  color: string;
  label?: string;
  dashed?: boolean;
  /** A click on the line (the editor inserts a point there); the line only shows otherwise. */
  onClick?: (e: L.LeafletMouseEvent) => void;
}

/** A line through points in order, named by its label (role img) and showing it on hover. */
export const PathLine = ({ points, color, label, dashed, onClick }: PathLineProps) => {
  const layer = useRef<L.Polyline>(null);
  useEffect(() => nameLayer(layer.current, label), [label]);
  return (
    <Polyline
      ref={layer}
      positions={points.map(({ lat, lng }) => [lat, lng] as [number, number])}
      pathOptions={{ color, weight: 5, opacity: 0.9, dashArray: dashed ? '8 8' : undefined }}
      bubblingMouseEvents={false}
      eventHandlers={onClick ? { click: onClick } : undefined}
    >
      {label && <Tooltip sticky>{label}</Tooltip>}
    </Polyline>
  );
};
