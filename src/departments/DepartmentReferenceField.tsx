import { ReferenceNameField, type ReferenceNameFieldProps } from '../common/references/ReferenceNameField';

/** A department by name, linking to the department's record page. */
export const DepartmentReferenceField = (props: Partial<ReferenceNameFieldProps>) => (
  <ReferenceNameField source="department" reference="departamentos" link="show" {...props} />
);
