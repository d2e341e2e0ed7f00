import { Create, SimpleForm } from 'react-admin';
import { FormToolbar, useSaveMutationOptions } from '../common';
import { PlantInputs } from './PlantInputs';

export const PlantCreate = () => (
  <Create mutationOptions={useSaveMutationOptions()} redirect="show">
    <SimpleForm toolbar={<FormToolbar />}>
      <PlantInputs />
    </SimpleForm>
  </Create>
);
