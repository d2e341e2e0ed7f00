import { Edit, SimpleForm } from 'react-admin';
import { FormToolbar, useSaveMutationOptions } from '../common';
import { userPath } from '../users/userPaths';
import { PlatformUserInputs } from './PlatformUserInputs';

/** Pessimistic so that the server's field errors ("Choose a group.") come back onto the form. */
export const PlatformUserEdit = () => (
  <Edit mutationMode="pessimistic" mutationOptions={useSaveMutationOptions()} redirect={(_resource, id) => userPath(id!)}>
    <SimpleForm toolbar={<FormToolbar deletable />}>
      <PlatformUserInputs />
    </SimpleForm>
  </Edit>
);
