import type { ReactElement } from 'react';
import { Grid } from '@mui/material';
import { Labeled, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { DepartmentReferenceField } from '../departments/DepartmentReferenceField';
import { PlantReferenceField } from '../plants/PlantReferenceField';

/** Each field with its translated label (resources.usuarios.fields.<source>: give the source), two or three a row. */
const cell = (field: ReactElement, size = { xs: 12, sm: 6, md: 4 }) => (
  <Grid size={size}>
    <Labeled>{field}</Labeled>
  </Grid>
);

/** The user's record fields on the record page. */
export const UserDetails = () => (
  <Grid container spacing={2}>
    {cell(<TextField source="name" />)}
    {cell(<TextField source="last_name" />)}
    {cell(<TextField source="no_worker" emptyText="—" />)}
    {cell(<TextField source="email" />)}
    {cell(<TextField source="telephone" emptyText="—" />)}
    {cell(<DepartmentReferenceField source="department" />)}
    {cell(<PlantReferenceField source="planta" />)}
    {cell(<TextField source="address" emptyText="—" />, { xs: 12, sm: 12, md: 8 })}
    {cell(<TextField source="city" emptyText="—" />)}
    {cell(<TextField source="state" emptyText="—" />)}
    {cell(<TextField source="postal_code" emptyText="—" />)}
    {cell(<DateTimeField source="last_login" emptyText="—" />)}
    {cell(<DateTimeField source="created_at" />)}
    {cell(<DateTimeField source="updated_at" />)}
  </Grid>
);
