import { ReferenceField, type ReferenceFieldProps } from 'react-admin';

/** A department by name, linking to the department's record page. */
export const DepartmentReferenceField = (props: Partial<ReferenceFieldProps>) => (
  <ReferenceField source="department" reference="departamentos" link="show" emptyText="—" {...props} />
);
