import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { PAGING } from '../../domain/paging';

export interface PlantReferenceInputProps {
  source?: string;
  alwaysOn?: boolean;
  /** i18n key of the label; the department's "Plant" by default. */
  label?: string;
}

/** Chooses a plant by name; the list is searched on the server (q → search), 100 at a time (SPEC §9 fixed lists). */
export const PlantReferenceInput = ({ source = 'planta', alwaysOn, label = 'resources.departamentos.fields.planta' }: PlantReferenceInputProps) => (
  <ReferenceInput source={source} reference="plantas" sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList} alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>
);
