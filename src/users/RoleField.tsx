import type { FieldProps } from 'react-admin';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { roleChoices } from './userChoices';

/** The app role (passenger or driver) as a chip. */
export const RoleField = (props: Partial<FieldProps>) => <ChoiceChipField source="role" choices={roleChoices} {...props} />;
