import { Create, SimpleForm } from 'react-admin';
import { FormToolbar, useSaveMutationOptions } from '../common';
import { DepartmentInputs } from './DepartmentInputs';

export const DepartmentCreate = () => (
  <Create mutationOptions={useSaveMutationOptions()} redirect="show">
    <SimpleForm toolbar={<FormToolbar />}>
      <DepartmentInputs />
    </SimpleForm>
  </Create>
);
