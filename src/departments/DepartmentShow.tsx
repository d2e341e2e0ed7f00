import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField, ShowActions, StatusField } from '../common';
import { PlantReferenceField } from './PlantReferenceField';

export const DepartmentShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="description" emptyText="—" />
      <PlantReferenceField />
      <StatusField source="status" />
      <DateTimeField source="created_at" />
      <DateTimeField source="updated_at" />
    </SimpleShowLayout>
  </Show>
);
