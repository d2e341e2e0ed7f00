import { ResourceEdit } from '../common';
import { CardInputs } from './CardInputs';

export const CardEdit = () => (
  <ResourceEdit>
    <CardInputs />
  </ResourceEdit>
);
