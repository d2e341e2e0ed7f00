import { SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { SearchFilterInput } from '../common/SearchFilterInput';

/** Search over name, last name, email…, and the status. */
export const platformUserFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
];
