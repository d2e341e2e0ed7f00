import { ResourceCreate } from '../common';
import { PartInputs } from './PartInputs';

export const PartCreate = () => (
  <ResourceCreate>
    <PartInputs />
  </ResourceCreate>
);
