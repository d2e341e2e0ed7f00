import { Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';
import type { MapViewProps, PathEditorProps } from './types';

// Leaflet, react-leaflet and their stylesheets load with these chunks, when a screen draws a map.
const MapView = lazyNamed(() => import('./MapView'), 'MapView');
const PathEditor = lazyNamed(() => import('./PathEditor'), 'PathEditor');

/** Holds the map's place while its chunk loads, so the page does not jump. */
const MapLoading = ({ height }: { height: number | string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ height, width: '100%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
      <CircularProgress size={32} aria-label={translate('app.maps.loading')} />
    </Box>
  );
};

/** MapView, loaded with leaflet when first drawn. */
export const LazyMapView = (props: MapViewProps) => (
  <Suspense fallback={<MapLoading height={props.height} />}>
    <MapView {...props} />
  </Suspense>
);

/** PathEditor, loaded with leaflet when first drawn. */
export const LazyPathEditor = (props: PathEditorProps) => (
  <Suspense fallback={<MapLoading height={props.height} />}>
    <PathEditor {...props} />
  </Suspense>
);
