import { SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField, RecordPage, ResourceShow, StatusField } from '../common';
import { RecordHistory } from '../common/history';
import { SectionCard } from '../common/sections';
import { activeStatusChoices } from '../common/statusChoices';
import { PlantReferenceField } from '../plants/PlantReferenceField';
import { LengthField, RouteDaysField, RouteTypeField } from './RouteFields';
import { RouteMapCard } from './RouteMapCard';

/** The state field a route's history moves (enabled, disabled), as status words. */
const HISTORY_CHOICES = { status: activeStatusChoices };

/** The route's own fields, in a card. */
const RouteDetails = () => (
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
);

/**
 * /rutas/:id/show: the route's details and its history beside its map (stacked on phones); edit
 * and delete for admins. The app bar's title names the route.
 */
export const RouteShow = () => (
  <ResourceShow cards>
    <RecordPage
      sideFirst
      side={
        <>
          <RouteDetails />
          <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
        </>
      }
      main={<RouteMapCard />}
    />
  </ResourceShow>
);
