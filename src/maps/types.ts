import type { Identifier } from 'react-admin';
import type { LatLng } from '../../domain/geo';

/**
 * The map kit's props (src/maps/): what the screens give a map. Kept apart from the components so
 * that a screen can type its data without pulling leaflet into its own chunk.
 */
export type { LatLng };

/** What a marker stands for: each kind has its own colour, and its label names it. */
export type MarkerKind = 'plant' | 'origin' | 'destination' | 'pickup' | 'dropoff' | 'point';

/** A line drawn through points in order (a route's path, a trip's track). */
export interface MapPath {
  id: Identifier;
  points: readonly LatLng[];
  /** A CSS colour; the kit's palette by the path's place in the list otherwise. */
  color?: string;
  /** The line's accessible name and tooltip (a route's name). */
  label?: string;
  /** Drawn dashed (a recorded track over its planned route). */
  dashed?: boolean;
}

export interface MapMarker {
  id: Identifier;
  lat: number;
  lng: number;
  kind: MarkerKind;
  /** The marker's accessible name and tooltip ("Origen: Centro", a plant's name). */
  label: string;
}

interface MapCommonProps {
  /** The map's height (px or any CSS length): a map needs one to draw. */
  height: number | string;
  /** The map region's accessible name; "Mapa" by default. */
  label?: string;
  /** Plants (plantas ids) marked on the map by name, those with coordinates (SPEC: every route and trip map). */
  plants?: readonly Identifier[];
  /** Markers besides the plants'. */
  markers?: readonly MapMarker[];
}

export interface MapViewProps extends MapCommonProps {
  paths?: readonly MapPath[];
  /** Names each labelled path under the map beside its colour (a map of several routes). */
  legend?: boolean;
}

export interface PathEditorProps extends MapCommonProps {
  /** The path being drawn, in order. */
  value: readonly LatLng[];
  onChange: (path: LatLng[]) => void;
  /** Shown in the error colour (the form's field is at fault). */
  invalid?: boolean;
  /** The id of the text that describes the field (its error), for the editor's controls. */
  describedBy?: string;
}

/** GET mapa/: the tile server the maps draw on. */
export interface TileConfig {
  tile_url: string;
  attribution: string;
  max_zoom: number;
}
