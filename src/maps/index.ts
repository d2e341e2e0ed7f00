/**
 * The map kit (docs/CLIENT.md "Maps"). Only lazy components leave this folder: leaflet,
 * react-leaflet and leaflet's stylesheet stay in the chunk a map screen loads, never in the
 * admin's first screen (test/e2e/bundle.test.ts).
 */
export { LazyMapView, LazyPathEditor } from './LazyMaps';
export type { LatLng, MapMarker, MapPath, MapViewProps, MarkerKind, PathEditorProps, TileConfig } from './types';
