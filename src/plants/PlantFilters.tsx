import { SelectInput, TextInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { freeTextSlotProps, SearchFilterInput } from '../common/SearchFilterInput';

/**
 * Full-text search (q → search) plus the filters docs/API.md lists for plantas/. State and
 * city match part of the value (`__contains`), as people type part of a city.
 */
export const plantFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
  <TextInput key="state" source="state__contains" label="resources.plantas.fields.state" slotProps={freeTextSlotProps} />,
  <TextInput key="city" source="city__contains" label="resources.plantas.fields.city" slotProps={freeTextSlotProps} />,
];
