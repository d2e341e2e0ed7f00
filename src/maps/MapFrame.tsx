import 'leaflet/dist/leaflet.css';
import './maps.css';
import type { ReactNode, Ref } from 'react';
import { Box } from '@mui/material';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { LatLng } from '../../domain/geo';
import { FitBounds } from './FitBounds';
import { MapSetup } from './MapSetup';
import { DEFAULT_VIEW } from './markerStyle';
import { Tiles } from './Tiles';

export interface MapFrameProps {
  height: number | string;
  /** The region's accessible name. */
  label?: string;
  /** What the map fits itself to, whenever `fitKey` changes. */
  fit: readonly LatLng[];
  fitKey: string;
  /** Drawn with the error colour's border. */
  invalid?: boolean;
  /** The leaflet map, for controls outside it (the editor's centre button). */
  mapRef?: Ref<LeafletMap>;
  className?: string;
  /** Drawn over the map, outside leaflet's layers (the editor's crosshair). */
  overlay?: ReactNode;
  children: ReactNode;
}

/**
 * What every map of the kit stands on: the tiles of GET mapa/ (a plain background without them),
 * translated zoom buttons, a named and focusable region, and a view that follows its content.
 * Leaflet's stylesheet comes with this module, so only screens with a map load it.
 */
export const MapFrame = ({ height, label, fit, fitKey, invalid, mapRef, className, overlay, children }: MapFrameProps) => {
  const translate = useTranslate();
  return (
    <Box
      className={className}
      sx={{ height, width: '100%', position: 'relative', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: invalid ? 'error.main' : 'divider' }}
    >
      <MapContainer center={DEFAULT_VIEW.center} zoom={DEFAULT_VIEW.zoom} zoomControl={false} style={{ height: '100%', width: '100%' }} ref={mapRef}>
        <MapSetup label={label ?? translate('app.maps.map')} />
        <Tiles />
        <ZoomControl position="topleft" zoomInTitle={translate('app.maps.zoom_in')} zoomOutTitle={translate('app.maps.zoom_out')} />
        <FitBounds points={fit} fitKey={fitKey} />
        {children}
      </MapContainer>
      {overlay}
    </Box>
  );
};
