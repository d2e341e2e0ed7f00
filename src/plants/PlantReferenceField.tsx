import { ReferenceNameField, type ReferenceNameFieldProps } from '../common/references/ReferenceNameField';

/** The department's plant by name, linking to the plant's record page. */
export const PlantReferenceField = (props: Partial<ReferenceNameFieldProps>) => (
  <ReferenceNameField source="planta" reference="plantas" link="show" {...props} />
);
