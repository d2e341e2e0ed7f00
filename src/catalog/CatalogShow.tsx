import { TextField } from 'react-admin';
import { DateTimeField, ResourceShow, StatusField } from '../common';

export const CatalogShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="description" emptyText="—" />
    <StatusField source="status" />
    <DateTimeField source="created_at" />
    <DateTimeField source="updated_at" />
  </ResourceShow>
);
