import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { PAGING } from '../../domain/paging';

export interface DepartmentReferenceInputProps {
  source?: string;
  alwaysOn?: boolean;
  /** i18n key of the label. */
  label?: string;
}

/** Chooses a department by name; searched on the server (q → search), 100 at a time (SPEC §9 fixed lists). */
export const DepartmentReferenceInput = ({ source = 'department', alwaysOn, label = 'resources.usuarios.fields.department' }: DepartmentReferenceInputProps) => (
  <ReferenceInput source={source} reference="departamentos" sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList} alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>
);
