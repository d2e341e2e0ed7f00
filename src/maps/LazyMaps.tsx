import { Suspense, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lazyNamed, useLoaded, type LazyScreen } from '../common/lazyNamed';
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

/**
 * `LazyMap`, its place held while its chunk loads. A lazy screen draws nothing until then (useLoaded),
 * so the place is drawn here; Suspense only sees a module that failed and is asked again.
 */
export const holdingPlace = <P extends { height: number | string }>(LazyMap: LazyScreen<ComponentType<P>>) => {
  const Held = (props: P) => {
    const placeHolder = <MapLoading height={props.height} />;
    return <Suspense fallback={placeHolder}>{useLoaded(LazyMap) ? <LazyMap {...props} /> : placeHolder}</Suspense>;
  };
  return Held;
};

/** MapView, loaded with leaflet when first drawn. */
export const LazyMapView = holdingPlace<MapViewProps>(MapView);

/** PathEditor, loaded with leaflet when first drawn. */
export const LazyPathEditor = holdingPlace<PathEditorProps>(PathEditor);
