import { SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { SearchFilterInput } from '../common/SearchFilterInput';

/** Search over numero and proveedor (q → search), and the status. */
export const cardFilters = [<SearchFilterInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={activeStatusChoices} />];
