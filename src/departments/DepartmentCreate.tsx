import { ResourceCreate } from '../common';
import { DepartmentInputs } from './DepartmentInputs';

export const DepartmentCreate = () => (
  <ResourceCreate>
    <DepartmentInputs />
  </ResourceCreate>
);
