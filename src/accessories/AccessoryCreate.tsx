import { ResourceCreate } from '../common';
import { AccessoryInputs } from './AccessoryInputs';

export const AccessoryCreate = () => (
  <ResourceCreate>
    <AccessoryInputs />
  </ResourceCreate>
);
