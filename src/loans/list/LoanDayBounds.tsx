import { useMemo, type ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FROM = 'fecha_salida__gte';
const TO = 'fecha_salida__lte';

/** A picked day as the instant it starts (from) or ends (to) in the reader's time zone. */
const instant = (value: unknown, end: boolean) => {
  if (typeof value !== 'string' || !DAY.test(value)) return value;
  const [year, month, day] = value.split('-').map(Number);
  return (end ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day)).toISOString();
};

/**
 * The departure filters pick days; fecha_salida is an instant. "From" starts at the local
 * midnight of its day and "to" ends at its last millisecond, so both days count.
 */
export const departureBounds = (filter: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...filter,
  ...(filter[FROM] !== undefined && { [FROM]: instant(filter[FROM], false) }),
  ...(filter[TO] !== undefined && { [TO]: instant(filter[TO], true) }),
});

/** The app's data provider with the loan lists' departure days widened, for the list and its export alike. */
export const LoanDayBounds = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const widened = useMemo<FleetDataProvider>(
    () => ({
      ...dataProvider,
      getList: (resource, params) => dataProvider.getList(resource, { ...params, filter: departureBounds(params.filter) }),
      exportList: (resource, params) => dataProvider.exportList(resource, { ...params, filter: departureBounds(params.filter) }),
    }),
    [dataProvider],
  );
  return <DataProviderContext.Provider value={widened}>{children}</DataProviderContext.Provider>;
};
