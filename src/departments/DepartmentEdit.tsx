import { ResourceEdit } from '../common';
import { DepartmentInputs } from './DepartmentInputs';

export const DepartmentEdit = () => (
  <ResourceEdit>
    <DepartmentInputs />
  </ResourceEdit>
);
