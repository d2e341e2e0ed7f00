import { useMemo } from 'react';
import { useGetMany, type Identifier, type RaRecord } from 'react-admin';
import type { MapMarker } from './types';

const located = (plant: RaRecord) => typeof plant.latitude === 'number' && typeof plant.longitude === 'number';

/**
 * The plants `ids` names as markers, by name: those without coordinates are left off. Read
 * through react-admin's cache, so the list's prefetched plants answer at once.
 */
export function usePlantMarkers(ids: readonly Identifier[] | undefined): MapMarker[] {
  const wanted = useMemo(() => [...new Set(ids ?? [])].filter((id) => id !== null && id !== undefined && id !== ''), [ids]);
  const { data } = useGetMany('plantas', { ids: wanted }, { enabled: wanted.length > 0 });
  return useMemo(
    () =>
      wanted.length === 0
        ? []
        : (data ?? []).filter(located).map((plant) => ({ id: plant.id, lat: plant.latitude, lng: plant.longitude, kind: 'plant' as const, label: String(plant.name ?? plant.id) })),
    [data, wanted.length],
  );
}
