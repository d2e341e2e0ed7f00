import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FleetDataProvider } from '../providers/dataProvider';
import type { TileConfig } from './types';

/**
 * GET mapa/, once a session: the tile server comes from the server's environment and does not
 * change while the app runs, so every map reads the one cached answer. Until it comes, or if it
 * fails, maps draw their lines and markers on the plain background.
 */
export function useTileConfig(): TileConfig | undefined {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data } = useQuery({
    queryKey: ['mapa'],
    queryFn: async () => (await dataProvider.collectionRead<TileConfig>('mapa')).data,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return data;
}
