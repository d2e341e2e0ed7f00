import { cloneElement, useMemo, type ReactNode } from 'react';
import { DataProviderContext, SelectInput, useDataProvider, type DataProvider } from 'react-admin';
import { DatePickerInput } from '../common/DatePickerInput';
import { typeChoices } from './types';

/** Type and date range, always shown (react-admin's FilterForm reads `alwaysOn` from each element). */
export const notificationFilters = [
  <SelectInput key="type" source="type" choices={typeChoices} label="resources.notificaciones.fields.type" />,
  <DatePickerInput key="from" source="created_at__gte" label="resources.notificaciones.fields.created_at__gte" />,
  <DatePickerInput key="to" source="created_at__lte" label="resources.notificaciones.fields.created_at__lte" />,
].map((input) => cloneElement(input, { alwaysOn: true } as never));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date filters pick days; created_at is an instant. "From" starts at the local midnight of
 * its day and "to" ends at the last millisecond of its day, so both days are included.
 */
export const toInstantBounds = (filter: Record<string, unknown> = {}): Record<string, unknown> => {
  const bound = (value: unknown, end: boolean) => {
    if (typeof value !== 'string' || !DAY.test(value)) return value;
    const [year, month, day] = value.split('-').map(Number);
    const date = end ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day);
    return date.toISOString();
  };
  return {
    ...filter,
    ...(filter.created_at__gte !== undefined && { created_at__gte: bound(filter.created_at__gte, false) }),
    ...(filter.created_at__lte !== undefined && { created_at__lte: bound(filter.created_at__lte, true) }),
  };
};

/** The app's data provider with the notification lists' day filters widened to instants. */
export const DayBoundsDataProvider = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider();
  const widened = useMemo<DataProvider>(
    () => ({ ...dataProvider, getList: (resource, params) => dataProvider.getList(resource, { ...params, filter: toInstantBounds(params.filter) }) }),
    [dataProvider],
  );
  return <DataProviderContext.Provider value={widened}>{children}</DataProviderContext.Provider>;
};
