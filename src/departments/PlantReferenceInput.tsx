import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** Chooses a plant by name; the list is searched on the server (q → search), 100 at a time (SPEC §9 fixed lists). */
export const PlantReferenceInput = ({ source = 'planta', alwaysOn }: { source?: string; alwaysOn?: boolean }) => (
  <ReferenceInput source={source} reference="plantas" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn={alwaysOn}>
    <AutocompleteInput label="resources.departamentos.fields.planta" optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>
);
