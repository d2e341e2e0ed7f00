import { Chip, Tab } from '@mui/material';
import { useGetList, useListContext, useTranslate, type FilterPayload } from 'react-admin';
import { LENDABLE_FILTER, VEHICLE_STATUS } from '../../../domain/vehicles';
import { useIsPhone } from '../../common/crud/useIsPhone';
import { ViewTabs } from '../../common/ViewTabs';

/**
 * The clerk's three views: registration requests waiting for a decision, fleet vehicles that
 * can be lent (DOMAIN's LENDABLE_FILTER, the restricted list POST vehiculos/q/ {status: 3,
 * modulo: 1}), and every vehicle. A view sets status and modulo; the other filters stay.
 */
const VEHICLE_TABS = {
  pending: { status: VEHICLE_STATUS.pending },
  lendable: LENDABLE_FILTER,
  all: {},
} as const satisfies Record<string, FilterPayload>;
type VehicleTab = keyof typeof VEHICLE_TABS;

const TAB_FIELDS: readonly string[] = ['status', 'modulo'];

/** The filters (or the shown filters) without the fields a view sets. */
const withoutTabFields = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([field]) => !TAB_FIELDS.includes(field)));

/** Which view the filters are, if any (a status chosen in the filters may be none of them); URL values may be strings. */
const tabOf = (filters: FilterPayload): VehicleTab | false =>
  (Object.keys(VEHICLE_TABS) as VehicleTab[]).find((tab) =>
    TAB_FIELDS.every((field) => (VEHICLE_TABS[tab] as FilterPayload)[field] === (filters[field] === undefined ? undefined : Number(filters[field]))),
  ) ?? false;

/** How many vehicles a view holds, from a one-row page's total (refreshed with the list). */
const useTabCount = (tab: VehicleTab) => {
  const { total } = useGetList('vehiculos', { filter: VEHICLE_TABS[tab], pagination: { page: 1, perPage: 1 } });
  return total;
};

const TabLabel = ({ tab, count }: { tab: VehicleTab; count?: number }) => {
  const translate = useTranslate();
  const labels = useIsPhone() ? 'tabs.short' : 'tabs';
  return (
    <span>
      {translate(`resources.vehiculos.list.${labels}.${tab}`)}
      {count !== undefined && <Chip component="span" size="small" label={count} sx={{ ml: 1, height: 20 }} />}
    </span>
  );
};

export const VehicleTabs = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const pending = useTabCount('pending');
  const lendable = useTabCount('lendable');

  const choose = (tab: VehicleTab) => {
    // The view is the tab itself: its fields leave the filter form.
    setFilters({ ...withoutTabFields(filterValues), ...VEHICLE_TABS[tab] }, withoutTabFields(displayedFilters ?? {}));
  };

  return (
    <ViewTabs value={tabOf(filterValues)} onChange={(_, tab: VehicleTab) => choose(tab)} aria-label={translate('resources.vehiculos.list.tabs.label')}>
      <Tab value="pending" label={<TabLabel tab="pending" count={pending} />} />
      <Tab value="lendable" label={<TabLabel tab="lendable" count={lendable} />} />
      <Tab value="all" label={<TabLabel tab="all" />} />
    </ViewTabs>
  );
};
