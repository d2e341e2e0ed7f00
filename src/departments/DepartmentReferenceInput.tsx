import { ReferenceNameInput, type ReferenceNameInputProps } from '../common/references/ReferenceNameInput';

/** Chooses a department by name; the user's "Department" label by default. */
export const DepartmentReferenceInput = ({ source = 'department', label = 'resources.usuarios.fields.department', alwaysOn }: Partial<Omit<ReferenceNameInputProps, 'reference'>>) => (
  <ReferenceNameInput reference="departamentos" source={source} label={label} alwaysOn={alwaysOn} />
);
