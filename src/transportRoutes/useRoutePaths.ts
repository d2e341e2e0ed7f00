import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { LatLng } from '../../domain/geo';
import { retryUnlessRefused } from '../common/retryUnlessRefused';
import type { FleetDataProvider } from '../providers/dataProvider';

/** GET rutas/{id}/coordenadas/ (SPEC §7): a route's path; list rows leave it out. */
const COORDINATES = 'coordenadas';

export interface RoutePaths {
  /** The paths that came, by route id. */
  paths: ReadonlyMap<string, LatLng[]>;
  /** How many could not be read. */
  failed: number;
}

/**
 * The paths of several routes, one call each, asked together and kept in the query cache under
 * the route (['rutas', 'coordenadas', id], as a route's or trip's page reads it), so selecting
 * rows again, or coming back to the list, draws at once.
 */
export function useRoutePaths(ids: readonly Identifier[]): RoutePaths {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['rutas', COORDINATES, String(id)],
      queryFn: async () => (await dataProvider.recordAction<LatLng[]>('rutas', id, COORDINATES)).data,
      retry: retryUnlessRefused,
    })),
    combine: (results) => ({
      paths: new Map(results.flatMap((result, i) => (result.data ? [[String(ids[i]), result.data] as const] : []))),
      failed: results.filter((result) => result.isError).length,
    }),
  });
}
