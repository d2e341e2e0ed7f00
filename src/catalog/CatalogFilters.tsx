import { SearchInput, SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';

/** Search over name and description (q → search), and the status. */
export const catalogFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
];
