import { useMemo, type ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FROM = 'fecha_salida__gte';
const TO = 'fecha_salida__lte';

const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** A picked day as the instant it starts (from) or ends (to) in the reader's time zone. */
const instant = (value: string, end: boolean) => {
  const [year, month, day] = value.split('-').map(Number);
  return (end ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day)).toISOString();
};

/**
 * The departure filters pick days; fecha_salida is an instant. "From" starts at the local
 * midnight of its day and "to" ends at its last millisecond, so both days count. A bound that is
 * no whole day yet (a date being typed) and an end before the start (the form says so) are not
 * asked for, whatever the live filter form lets through while it checks them.
 */
export const departureBounds = (filter: Record<string, unknown> = {}): Record<string, unknown> => {
  const { [FROM]: from, [TO]: to, ...rest } = filter;
  const reversed = isDay(from) && isDay(to) && to < from;
  return {
    ...rest,
    ...(isDay(from) && { [FROM]: instant(from, false) }),
    ...(isDay(to) && !reversed && { [TO]: instant(to, true) }),
  };
};

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
