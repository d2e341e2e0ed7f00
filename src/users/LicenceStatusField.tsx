import type { FieldProps } from 'react-admin';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { licenceStatusChoices } from './userChoices';

/** The licence's status as a chip; "No licence" when the user has none. */
export const LicenceStatusField = (props: Partial<FieldProps>) => (
  <ChoiceChipField source="licencia_status" choices={licenceStatusChoices} emptyText="resources.usuarios.licence_status.none" {...props} />
);
