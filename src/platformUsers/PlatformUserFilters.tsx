import { SearchInput, SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';

/** Search over name, last name, email…, and the status. */
export const platformUserFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
];
