import { TextField } from 'react-admin';
import { DateTimeField, ResourceShow, StatusField } from '../common';
import { PlantReferenceField } from '../plants/PlantReferenceField';

export const DepartmentShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="code" />
    <TextField source="description" emptyText="—" />
    <PlantReferenceField />
    <StatusField source="status" />
    <DateTimeField source="created_at" />
    <DateTimeField source="updated_at" />
  </ResourceShow>
);
