import { Edit, SimpleForm } from 'react-admin';
import { FormToolbar, useSaveMutationOptions } from '../common';
import { PlantInputs } from './PlantInputs';

/** Pessimistic so that the server's field errors come back onto the form. */
export const PlantEdit = () => (
  <Edit mutationMode="pessimistic" mutationOptions={useSaveMutationOptions()} redirect="show">
    <SimpleForm toolbar={<FormToolbar deletable />}>
      <PlantInputs />
    </SimpleForm>
  </Edit>
);
