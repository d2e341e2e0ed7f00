import { ResourceCreate } from '../common';
import { userPath } from '../users/userPaths';
import { PlatformUserInputs } from './PlatformUserInputs';

/** New back-office account with its groups and first password; then its user record page. */
export const PlatformUserCreate = () => (
  <ResourceCreate redirect={(_resource, id) => userPath(id!)}>
    <PlatformUserInputs withPassword />
  </ResourceCreate>
);
