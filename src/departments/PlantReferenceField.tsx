import { ReferenceField, type ReferenceFieldProps } from 'react-admin';

/** The department's plant by name, linking to the plant's record page. */
export const PlantReferenceField = (props: Partial<ReferenceFieldProps>) => (
  <ReferenceField source="planta" reference="plantas" link="show" emptyText="—" {...props} />
);
