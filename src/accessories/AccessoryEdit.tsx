import { ResourceEdit } from '../common';
import { AccessoryInputs } from './AccessoryInputs';

export const AccessoryEdit = () => (
  <ResourceEdit>
    <AccessoryInputs />
  </ResourceEdit>
);
