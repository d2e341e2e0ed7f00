import { SelectInput } from 'react-admin';
import { dayRangeFilters } from '../common/dayRange';
import { activeStatusChoices } from '../common/statusChoices';
import { SearchFilterInput } from '../common/SearchFilterInput';

/**
 * Search over numero and proveedor (q → search), the status, and the days the card expires
 * between. `vencimiento` is a calendar day, so the days go as they are (no instants).
 */
export const cardFilters = (resource: string) => {
  const words = `resources.${resource}.screen`;
  return [
    <SearchFilterInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={activeStatusChoices} />,
    ...dayRangeFilters('vencimiento', { from: `${words}.expires_from`, to: `${words}.expires_to`, order: `${words}.expires_order` }),
  ];
};
