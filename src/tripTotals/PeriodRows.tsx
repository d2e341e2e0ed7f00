import { useMemo, type ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { FleetDataProvider } from '../providers/dataProvider';
import { periodFilter, periodOf, type Counted } from './period';

/**
 * The app's data provider for a totals list: its month or range sent as the API's period (and
 * the same for its export), and each row given what it counted (`counted`: the period's days and
 * the plant, if any), so that opening a row shows what it counted whatever the filters have become since.
 */
export const PeriodRows = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const withPeriod = useMemo<FleetDataProvider>(
    () => ({
      ...dataProvider,
      getList: async (resource, params) => {
        const counted: Counted = { period: periodOf(params.filter), planta: params.filter?.planta };
        const answer = await dataProvider.getList(resource, { ...params, filter: periodFilter(params.filter) });
        return { ...answer, data: answer.data.map((row) => ({ ...row, counted })) };
      },
      exportList: (resource, params) => dataProvider.exportList(resource, { ...params, filter: periodFilter(params.filter) }),
    }),
    [dataProvider],
  );
  return <DataProviderContext.Provider value={withPeriod}>{children}</DataProviderContext.Provider>;
};
