import { useMemo } from 'react';
import { Box } from '@mui/material';
import { boundsKey } from './mapLayers';
import { MapFrame } from './MapFrame';
import { MapLegend } from './MapLegend';
import { pathColor } from './markerStyle';
import { PathLine } from './PathLine';
import { PointMarker } from './PointMarker';
import type { MapViewProps } from './types';
import { usePlantMarkers } from './usePlantMarkers';

/**
 * A map that shows: lines (routes, tracks) and markers (plants, origins, pickups…), fitted to
 * what it draws whenever that changes. Import it lazily (LazyMapView, src/maps/index.ts).
 */
export const MapView = ({ paths = [], markers = [], plants, height, label, legend = false }: MapViewProps) => {
  const plantMarkers = usePlantMarkers(plants);
  const shown = useMemo(() => [...plantMarkers, ...markers], [plantMarkers, markers]);
  const points = useMemo(() => [...paths.flatMap((path) => path.points), ...shown], [paths, shown]);
  return (
    <Box sx={{ width: '100%' }}>
      <MapFrame height={height} label={label} fit={points} fitKey={boundsKey(points)}>
        {paths.map((path, index) => (
          <PathLine key={path.id} points={path.points} color={pathColor(index, path.color)} label={path.label} dashed={path.dashed} />
        ))}
        {shown.map((marker) => (
          <PointMarker key={`${marker.kind}-${marker.id}`} marker={marker} />
        ))}
      </MapFrame>
      {legend && <MapLegend paths={paths} />}
    </Box>
  );
};
