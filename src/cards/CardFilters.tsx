import { SearchInput, SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';

/** Search over numero and proveedor (q → search), and the status. */
export const cardFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={activeStatusChoices} />];
