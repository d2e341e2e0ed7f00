import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, type Identifier, type RaRecord } from 'react-admin';
import type { LatLng } from '../../../domain/geo';
import type { MonthlyReward } from '../../../domain/trips';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';
import type { FleetDataProvider } from '../../providers/dataProvider';

/** GET viajes/{id}/coordenadas/ and rutas/{id}/coordenadas/ (SPEC §7). */
const COORDINATES = 'coordenadas';

/** A recorded point of a trip's track: where and when (ISO 8601). */
export interface TrackPoint extends LatLng {
  at: string;
}

/** How many occupants a trip page reads at once: settings' passengers_limit is at most 20 (DOMAIN §5). */
const OCCUPANTS_PAGE = 100;

/**
 * The points of a record's path, `GET {base}{id}/coordenadas/`: a trip's recorded track or a
 * route's drawn path. Keyed under the resource, so a record action's refresh reloads it.
 */
export const useCoordinates = <T extends LatLng>(resource: 'viajes' | 'rutas', id: Identifier | null | undefined) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: [resource, COORDINATES, String(id)],
    queryFn: async () => (await dataProvider.recordAction<T[]>(resource, id!, COORDINATES)).data,
    enabled: id !== null && id !== undefined,
    retry: retryUnlessRefused,
  });
};

/** A trip's occupants (detalle_viaje/ of the trip), in the order they were added; the map and the occupants' card share the one call. */
export const useTripOccupants = (trip: Identifier | undefined) =>
  useGetList<RaRecord>(
    'detalle_viaje',
    { filter: { viaje: trip }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: OCCUPANTS_PAGE } },
    { enabled: trip !== undefined, retry: retryUnlessRefused },
  );

/** GET viajes/recompensa-mensual/'s answer (DOMAIN §4): a month's reward for one person, and what it credited. */
export interface MonthAnswer {
  usuario: number;
  mes: number;
  anio: number;
  driver: MonthlyReward;
  passenger: MonthlyReward;
  credited: { driver: number; passenger: number };
}

/** The month (1–12) and year of an instant, in the reader's time zone. */
export const monthOf = (instant: unknown): { mes: number; anio: number } | null => {
  const date = typeof instant === 'string' ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? { mes: date.getMonth() + 1, anio: date.getFullYear() } : null;
};

/** GET viajes/recompensa-mensual/?usuario&mes&anio for a person and the month of a trip's departure. */
export const useMonthlyReward = (usuario: Identifier | null | undefined, departure: unknown) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const month = monthOf(departure);
  return useQuery({
    queryKey: ['viajes', 'recompensa-mensual', String(usuario), month?.mes, month?.anio],
    queryFn: async () => (await dataProvider.collectionRead<MonthAnswer>('viajes', 'recompensa-mensual', { usuario: String(usuario), ...month })).data,
    enabled: usuario !== null && usuario !== undefined && month !== null,
    retry: retryUnlessRefused,
  });
};
