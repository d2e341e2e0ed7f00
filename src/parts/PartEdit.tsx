import { ResourceEdit } from '../common';
import { PartInputs } from './PartInputs';

export const PartEdit = () => (
  <ResourceEdit>
    <PartInputs />
  </ResourceEdit>
);
