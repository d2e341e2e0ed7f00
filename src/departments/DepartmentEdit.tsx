import { Edit, SimpleForm } from 'react-admin';
import { FormToolbar, useSaveMutationOptions } from '../common';
import { DepartmentInputs } from './DepartmentInputs';

/** Pessimistic so that the server's field errors come back onto the form. */
export const DepartmentEdit = () => (
  <Edit mutationMode="pessimistic" mutationOptions={useSaveMutationOptions()} redirect="show">
    <SimpleForm toolbar={<FormToolbar deletable />}>
      <DepartmentInputs />
    </SimpleForm>
  </Edit>
);
