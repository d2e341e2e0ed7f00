import { NumberField, TextField } from 'react-admin';
import { DateTimeField, ResourceShow, StatusField } from '../common';

export const PlantShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="code" />
    <TextField source="address" emptyText="—" />
    <TextField source="city" emptyText="—" />
    <TextField source="state" emptyText="—" />
    <TextField source="postal_code" emptyText="—" />
    <NumberField source="latitude" emptyText="—" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="longitude" emptyText="—" options={{ maximumFractionDigits: 6 }} />
    <StatusField source="status" />
    <DateTimeField source="created_at" />
    <DateTimeField source="updated_at" />
  </ResourceShow>
);
