import { ResourceCreate } from '../common';
import { CardInputs } from './CardInputs';

export const CardCreate = () => (
  <ResourceCreate>
    <CardInputs />
  </ResourceCreate>
);
