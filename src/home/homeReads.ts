import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FiguresAnswer, TrendsAnswer } from '../../domain/home';
import { retryUnlessRefused } from '../common/retryUnlessRefused';
import type { FleetDataProvider } from '../providers/dataProvider';

export type { FigureAnswer, FiguresAnswer, TrendsAnswer } from '../../domain/home';

const plantQuery = (planta: number | null) => (planta === null ? undefined : { planta });

/** Home's figures for one plant or every plant (null). */
export const useHomeFigures = (planta: number | null) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['inicio', planta],
    queryFn: async () => (await dataProvider.collectionRead<FiguresAnswer>('inicio', undefined, plantQuery(planta))).data,
    retry: retryUnlessRefused,
  });
};

/** The twelve months' trends, asked for only once `wanted` (the charts are about to be drawn). */
export const useHomeTrends = (planta: number | null, wanted: boolean) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['inicio', 'tendencias', planta],
    queryFn: async () => (await dataProvider.collectionRead<TrendsAnswer>('inicio', 'tendencias', plantQuery(planta))).data,
    enabled: wanted,
    retry: retryUnlessRefused,
  });
};
