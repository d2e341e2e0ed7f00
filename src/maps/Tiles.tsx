import { TileLayer } from 'react-leaflet';
import { useTileConfig } from './useTileConfig';

/**
 * A tile that fails stays hidden (leaflet shows a tile once it loads), so a map whose tile server
 * cannot be reached keeps its lines and markers on the plain background. Its failures are
 * expected there, not errors to report.
 */
const quietly = { tileerror: () => undefined };

/** The tiles GET mapa/ names; none until it answers (or when it fails). */
export const Tiles = () => {
  const config = useTileConfig();
  if (!config) return null;
  return <TileLayer url={config.tile_url} attribution={config.attribution} maxZoom={config.max_zoom} eventHandlers={quietly} />;
};
