import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { PAGING } from '../../../domain/paging';

export interface ReferenceNameInputProps {
  /** The referenced resource (`plantas`, `departamentos`). */
  reference: string;
  source: string;
  /** i18n key of the label. */
  label: string;
  alwaysOn?: boolean;
  validate?: Validator | Validator[];
}

/** Chooses a record by name; searched on the server (q → search), 100 at a time (SPEC §9 fixed lists). */
export const ReferenceNameInput = ({ reference, source, label, alwaysOn, validate }: ReferenceNameInputProps) => (
  <ReferenceInput source={source} reference={reference} sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList} alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} optionText="name" filterToQuery={(q) => ({ q })} validate={validate} />
  </ReferenceInput>
);
