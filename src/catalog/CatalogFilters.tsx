import { SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { SearchFilterInput } from '../common/SearchFilterInput';

/** Search over name and description (q → search), and the status. */
export const catalogFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
];
