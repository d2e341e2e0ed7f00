import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import UndoIcon from '@mui/icons-material/Undo';
import type { Map as LeafletMap } from 'leaflet';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../domain/numbers';
import { ROUTE_PATH, routeLengthKm } from '../../domain/routes';
import { EditablePoints } from './EditablePoints';
import { boundsKey, toLatLng } from './mapLayers';
import { MapFrame } from './MapFrame';
import { PathPointList } from './PathPointList';
import { PointMarker } from './PointMarker';
import type { PathEditorProps } from './types';
import { usePathEditing } from './usePathEditing';
import { usePlantMarkers } from './usePlantMarkers';

const typing = (target: EventTarget) => target instanceof HTMLElement && target.matches('input, textarea, [contenteditable="true"]');

/**
 * Draws a path on the map (DOMAIN §5 Routes; nobody types coordinates): a click adds a point at
 * the end, a click on the line inserts one there, a point drags to a new place, or is chosen
 * (a click on it, or its Move button) and placed by the next click or the centre button. Undo
 * (button or Ctrl+Z) steps back through every edit; the list removes any point. The length
 * follows the path as the server will store it (domain/routes.ts routeLengthKm). Import it
 * lazily (LazyPathEditor, src/maps/index.ts).
 */
export const PathEditor = ({ value, onChange, height, label, plants, markers = [], invalid, describedBy }: PathEditorProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const editing = usePathEditing(value, onChange);
  const plantMarkers = usePlantMarkers(plants);
  const shown = useMemo(() => [...plantMarkers, ...markers], [plantMarkers, markers]);
  // A drawn path is fitted once it and the plants are known; a new one follows the plant chosen.
  const [startedEmpty] = useState(value.length === 0);
  const fit = useMemo(() => [...value, ...shown], [value, shown]);
  const moving = editing.moving === null ? null : editing.moving + 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !typing(e.target)) {
      e.preventDefault();
      editing.undo();
    } else if (e.key === 'Escape' && moving !== null) {
      editing.stopMoving();
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }} onKeyDown={onKeyDown}>
      <Typography variant="body2" color="text.secondary">
        {moving === null ? translate('app.maps.editor.hint') : translate('app.maps.editor.placing', { number: moving })}
      </Typography>
      <MapFrame
        height={height}
        label={label}
        fit={fit}
        fitKey={`${startedEmpty ? 'new' : 'path'}:${boundsKey(shown)}`}
        invalid={invalid}
        mapRef={setMap}
        className={moving === null ? undefined : 'flotilla-map--placing'}
        overlay={<div className="flotilla-crosshair" aria-hidden />}
      >
        <EditablePoints points={value} moving={editing.moving} onPlace={editing.place} onInsert={editing.insert} onMove={editing.move} onChoose={editing.toggleMoving} />
        {shown.map((marker) => (
          <PointMarker key={`${marker.kind}-${marker.id}`} marker={marker} />
        ))}
      </MapFrame>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddLocationAltIcon />}
          disabled={!map || (editing.full && moving === null)}
          aria-describedby={describedBy}
          onClick={() => map && editing.place(toLatLng(map.getCenter()))}
        >
          {moving === null ? translate('app.maps.editor.add_at_center') : translate('app.maps.editor.place_at_center', { number: moving })}
        </Button>
        <Button size="small" variant="outlined" startIcon={<UndoIcon />} disabled={!editing.canUndo} onClick={editing.undo}>
          {translate('app.maps.editor.undo')}
        </Button>
        <Typography variant="body2" role="status">
          {translate('app.maps.editor.summary', { smart_count: value.length, km: formatNumber(routeLengthKm(value), locale) })}
        </Typography>
      </Stack>
      {editing.full && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.maps.editor.full', { count: ROUTE_PATH.maxPoints })}
        </Typography>
      )}
      {value.length > 0 && (
        <PathPointList points={value} moving={editing.moving} onRemove={editing.remove} onToggleMoving={editing.toggleMoving} label={translate('app.maps.editor.points')} />
      )}
    </Stack>
  );
};
