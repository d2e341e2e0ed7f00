import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';

/** Full-text search (q → search) plus the filters docs/API.md lists for plantas/. */
export const plantFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
  <TextInput key="state" source="state" />,
  <TextInput key="city" source="city" />,
];
