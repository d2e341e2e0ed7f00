import { ResourceEdit } from '../common';
import { PlantInputs } from './PlantInputs';

export const PlantEdit = () => (
  <ResourceEdit>
    <PlantInputs />
  </ResourceEdit>
);
