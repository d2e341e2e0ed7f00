import { memo, useCallback, useMemo, useState } from 'react';
import L from 'leaflet';
import { Marker, useMapEvents } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { LatLng } from '../../domain/geo';
import { toLatLng } from './mapLayers';
import { PATH_COLORS } from './markerStyle';
import { PathLine } from './PathLine';

export interface EditablePointsProps {
  points: readonly LatLng[];
  /** The point chosen to be moved, highlighted. */
  moving: number | null;
  /** A click on the map. */
  onPlace: (p: LatLng) => void;
  /** A click on the line. */
  onInsert: (p: LatLng) => void;
  onMove: (index: number, p: LatLng) => void;
  /** A click on a point: choose it to be moved (or let it go). */
  onChoose: (index: number) => void;
}

const SIZE = 18;

// One icon per look, shared by every point that has it: a new icon makes leaflet redraw the marker.
const icons = new Map<string, L.DivIcon>();
const iconOf = (index: number, count: number, moving: boolean) => {
  const className = ['flotilla-point', index === 0 && 'flotilla-point--first', index === count - 1 && index > 0 && 'flotilla-point--last', moving && 'flotilla-point--moving']
    .filter(Boolean)
    .join(' ');
  let icon = icons.get(className);
  if (!icon) icons.set(className, (icon = L.divIcon({ className, iconSize: [SIZE, SIZE] })));
  return icon;
};

interface PointProps {
  index: number;
  point: LatLng;
  icon: L.DivIcon;
  title: string;
  onDrag: (index: number, at: LatLng | null) => void;
  onMove: (index: number, p: LatLng) => void;
  onChoose: (index: number) => void;
}

/** One draggable point; drawn again only when it changes (a path has up to a thousand). */
const EditablePoint = memo(function EditablePoint({ index, point, icon, title, onDrag, onMove, onChoose }: PointProps) {
  const handlers = useMemo(
    () => ({
      click: () => onChoose(index),
      drag: (e: L.LeafletEvent) => onDrag(index, toLatLng((e.target as L.Marker).getLatLng())),
      dragend: (e: L.LeafletEvent) => {
        onDrag(index, null);
        onMove(index, toLatLng((e.target as L.Marker).getLatLng()));
      },
    }),
    [index, onChoose, onDrag, onMove],
  );
  return <Marker position={[point.lat, point.lng]} icon={icon} draggable keyboard={false} title={title} eventHandlers={handlers} />;
});

/**
 * The drawn path's layer inside the editor's map: a click on the map adds a point (or places the
 * chosen one), a click on the line inserts one there, a point drags to a new place or is chosen by
 * a click. The points stay out of the tab order: the list beside the map is the keyboard's way.
 */
export const EditablePoints = ({ points, moving, onPlace, onInsert, onMove, onChoose }: EditablePointsProps) => {
  const translate = useTranslate();
  // While a point is dragged the line follows it; the edit is made once, where it is dropped.
  const [dragged, setDragged] = useState<{ index: number; at: LatLng } | null>(null);
  const onDrag = useCallback((index: number, at: LatLng | null) => setDragged(at ? { index, at } : null), []);
  useMapEvents({ click: (e) => onPlace(toLatLng(e.latlng)) });
  const line = useMemo(() => (dragged ? points.map((p, i) => (i === dragged.index ? dragged.at : p)) : points), [points, dragged]);
  return (
    <>
      {line.length > 1 && <PathLine points={line} color={PATH_COLORS[0]} onClick={(e) => onInsert(toLatLng(e.latlng))} />}
      {points.map((point, index) => (
        <EditablePoint
          // By place in the path: a removed point's marker goes, the others take the next one's place.
          key={index}
          index={index}
          point={point}
          icon={iconOf(index, points.length, moving === index)}
          title={translate('app.maps.editor.point', { number: index + 1 })}
          onDrag={onDrag}
          onMove={onMove}
          onChoose={onChoose}
        />
      ))}
    </>
  );
};
