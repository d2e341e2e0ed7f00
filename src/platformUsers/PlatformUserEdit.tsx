import { ResourceEdit } from '../common';
import { userPath } from '../users/userPaths';
import { PlatformUserInputs } from './PlatformUserInputs';

/** A back-office account's fields and groups; saving returns to its user record page. */
export const PlatformUserEdit = () => (
  <ResourceEdit redirect={(_resource, id) => userPath(id!)}>
    <PlatformUserInputs />
  </ResourceEdit>
);
