import { ReferenceNameInput, type ReferenceNameInputProps } from '../common/references/ReferenceNameInput';

/** Chooses a plant by name; the department's "Plant" label by default. */
export const PlantReferenceInput = ({ source = 'planta', label = 'resources.departamentos.fields.planta', alwaysOn, validate }: Partial<Omit<ReferenceNameInputProps, 'reference'>>) => (
  <ReferenceNameInput reference="plantas" source={source} label={label} alwaysOn={alwaysOn} validate={validate} />
);
