import { Create, SimpleForm } from 'react-admin';
import { FormToolbar, useSaveMutationOptions } from '../common';
import { userPath } from '../users/userPaths';
import { PlatformUserInputs } from './PlatformUserInputs';

/** New back-office account with its groups and first password; then its user record page. */
export const PlatformUserCreate = () => (
  <Create mutationOptions={useSaveMutationOptions()} redirect={(_resource, id) => userPath(id!)}>
    <SimpleForm toolbar={<FormToolbar />}>
      <PlatformUserInputs withPassword />
    </SimpleForm>
  </Create>
);
