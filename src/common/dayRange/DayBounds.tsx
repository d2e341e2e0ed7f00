import { useMemo, type ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';

export interface DayBoundsProps {
  /** What the list's filters become before they are sent: its day filters as instants (dayBounds). */
  widen: (filter: Record<string, unknown> | undefined) => Record<string, unknown>;
  children: ReactNode;
}

/**
 * The app's data provider with a list's filters widened (its picked days turned into the
 * instants they span), for the list and its export alike.
 */
export const DayBounds = ({ widen, children }: DayBoundsProps) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const widened = useMemo<FleetDataProvider>(
    () => ({
      ...dataProvider,
      getList: (resource, params) => dataProvider.getList(resource, { ...params, filter: widen(params.filter) }),
      exportList: (resource, params) => dataProvider.exportList(resource, { ...params, filter: widen(params.filter) }),
    }),
    [dataProvider, widen],
  );
  return <DataProviderContext.Provider value={widened}>{children}</DataProviderContext.Provider>;
};
