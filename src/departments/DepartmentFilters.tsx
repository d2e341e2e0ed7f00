import { SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { SearchFilterInput } from '../common/SearchFilterInput';

/** Full-text search (q → search) plus the filters docs/API.md lists for departamentos/. */
export const departmentFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
  <PlantReferenceInput key="planta" source="planta" />,
];
