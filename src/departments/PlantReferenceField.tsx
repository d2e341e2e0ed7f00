import { ReferenceNameField, type ReferenceNameFieldProps } from './ReferenceNameField';

/** The department's plant by name, linking to the plant's record page. */
export const PlantReferenceField = (props: Partial<ReferenceNameFieldProps>) => (
  <ReferenceNameField source="planta" reference="plantas" link="show" {...props} />
);
