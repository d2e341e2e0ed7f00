import { SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { DepartmentReferenceInput } from '../departments/DepartmentReferenceInput';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { licenceStatusChoices, roleChoices } from './userChoices';
import { SearchFilterInput } from '../common/SearchFilterInput';

/** Full-text search (name, last name, email, employee number, telephone) plus the filters docs/API.md lists for usuarios/. */
export const userFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <DepartmentReferenceInput key="department" source="department" />,
  <PlantReferenceInput key="planta" source="planta" label="resources.usuarios.fields.planta" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
  <SelectInput key="licencia_status" source="licencia_status" choices={licenceStatusChoices} />,
];
