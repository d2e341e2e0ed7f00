import { ResourceCreate } from '../common';
import { PlantInputs } from './PlantInputs';

export const PlantCreate = () => (
  <ResourceCreate>
    <PlantInputs />
  </ResourceCreate>
);
