import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HomeFigureKey, TrendMonth } from '../../domain/home';
import { retryUnlessRefused } from '../common/retryUnlessRefused';
import type { FleetDataProvider } from '../providers/dataProvider';

/** One figure of GET inicio/: the rows its list counts with `filter` (or the sum it adds up). */
export interface FigureAnswer {
  key: HomeFigureKey;
  count: number;
  /** false: the list holds more than `count` rows (its count's cap). */
  count_exact: boolean;
  /** The linked list's filter as its API takes it. */
  filter: Record<string, unknown>;
  /** The same rows as the list's screen takes them from its address (days where the API takes instants): Home opens the list with it. */
  link: Record<string, unknown>;
}

/** GET inicio/: only the figures the caller's groups may list (the server leaves the others out). */
export interface FiguresAnswer {
  planta: number | null;
  figures: FigureAnswer[];
  generated_at: string;
}

/** GET inicio/tendencias/: the last twelve months, oldest first. */
export interface TrendsAnswer {
  planta: number | null;
  months: TrendMonth[];
  generated_at: string;
}

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
