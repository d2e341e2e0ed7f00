import type { ReactElement } from 'react';
import { Grid } from '@mui/material';
import { Labeled, TextField } from 'react-admin';
import { DateTimeField } from '../../common/DateTimeField';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { LoanRequester } from './LoanRequester';
import { SectionCard } from '../../common/sections';

/** A field with its label (resources.prestamos.fields.<source>), one a row on phones. */
const cell = (field: ReactElement, size = { xs: 12, sm: 6 }, label?: string) => (
  <Grid size={size}>
    <Labeled label={label}>{field}</Labeled>
  </Grid>
);

/** "Solicitud": who asked, for which plant, where to, why and when (SPEC §9 dates). */
export const LoanRequest = () => (
  <SectionCard title="resources.prestamos.show.sections.request">
    <Grid container spacing={2}>
      {cell(<LoanRequester />, { xs: 12, sm: 12 }, 'resources.prestamos.fields.usuario')}
      {cell(<PlantReferenceField source="planta" />)}
      {cell(<TextField source="destino" emptyText="—" />)}
      {cell(<TextField source="motivo" emptyText="—" />, { xs: 12, sm: 12 })}
      {cell(<DateTimeField source="fecha_salida" emptyText="—" />)}
      {cell(<DateTimeField source="fecha_regreso" emptyText="—" />)}
      {cell(<DateTimeField source="created_at" emptyText="—" />, undefined, 'resources.prestamos.show.request.requested_on')}
    </Grid>
  </SectionCard>
);
