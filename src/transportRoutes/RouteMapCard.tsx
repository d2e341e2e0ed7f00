import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LatLng } from '../../domain/geo';
import { SectionCard } from '../common/sections';
import { LazyMapView, type MapMarker, type MapPath } from '../maps';

const W = 'resources.rutas.map';

/** A path's first and last points as the route's origin and destination, named by their places. */
export function endMarkers(path: readonly LatLng[], origin: string, destination: string, translate: (key: string, options?: object) => string): MapMarker[] {
  if (path.length === 0) return [];
  const first = path[0];
  const last = path.at(-1)!;
  return [
    { id: 'origin', ...first, kind: 'origin', label: origin ? translate(`${W}.origin`, { place: origin }) : translate('resources.rutas.fields.origin') },
    ...(path.length > 1
      ? [{ id: 'destination', ...last, kind: 'destination' as const, label: destination ? translate(`${W}.destination`, { place: destination }) : translate('resources.rutas.fields.destination') }]
      : []),
  ];
}

/** The route's record page map: its path, its origin and destination at the path's ends, and its plant. */
export const RouteMapCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const path = useMemo<LatLng[]>(() => (Array.isArray(record?.path) ? record.path : []), [record?.path]);
  const name = String(record?.name ?? '');
  const paths = useMemo<MapPath[]>(() => (path.length ? [{ id: 'path', points: path, label: name }] : []), [path, name]);
  const markers = useMemo(() => endMarkers(path, record?.origin ?? '', record?.destination ?? '', translate), [path, record?.origin, record?.destination, translate]);
  if (!record) return null;
  return (
    <SectionCard title="resources.rutas.sections.map">
      <LazyMapView height={420} label={translate(`${W}.record`, { name })} paths={paths} markers={markers} plants={[record.planta]} />
      {path.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${W}.empty`)}
        </Typography>
      )}
    </SectionCard>
  );
};
