import { Grid } from '@mui/material';
import { SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField, ResourceShow, StatusField } from '../common';
import { SectionCard } from '../common/sections';
import { PlantReferenceField } from '../plants/PlantReferenceField';
import { LengthField, RouteDaysField, RouteTypeField } from './RouteFields';
import { RouteMapCard } from './RouteMapCard';

/** /rutas/:id/show: the route's details beside its map (stacked on phones); edit and delete for admins. */
export const RouteShow = () => (
  <ResourceShow cards>
    <Grid container spacing={2} sx={{ mt: 1, mb: 2 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard title="resources.rutas.sections.details">
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="name" />
            <TextField source="origin" emptyText="—" />
            <TextField source="destination" emptyText="—" />
            <PlantReferenceField source="planta" />
            <RouteTypeField source="tipo" />
            <RouteDaysField source="days" />
            <TextField source="departure_time" emptyText="—" />
            <LengthField source="length_km" />
            <StatusField source="status" />
            <DateTimeField source="created_at" />
            <DateTimeField source="updated_at" />
          </SimpleShowLayout>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <RouteMapCard />
      </Grid>
    </Grid>
  </ResourceShow>
);
