import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../../common';
import { Detail, SectionCard } from '../../common/sections';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { RouteField, TripTypeField } from '../../trips/TripFields';
import { MatchedTripField, RequestDayField, RequesterField } from '../TripRequestFields';

const F = 'resources.solicitudes_viaje.fields';

const cell = (label: string, value: ReactNode, size = { xs: 12, sm: 6 }) => (
  <Grid size={size}>
    <Detail label={label}>{value}</Detail>
  </Grid>
);

/** "Solicitud": who asked and from which plant (theirs when asking), for which day and direction, from where to where, when, and the refusal's reason once refused. */
export const TripRequestDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <SectionCard title="resources.solicitudes_viaje.show.sections.request">
      <Grid container spacing={2}>
        {cell(translate(`${F}.usuario`), <RequesterField />)}
        {cell(translate(`${F}.planta`), <PlantReferenceField emptyText="—" />)}
        {cell(translate(`${F}.fecha`), <RequestDayField />)}
        {cell(translate(`${F}.tipo`), <TripTypeField />)}
        {cell(translate(`${F}.created_at`), <DateTimeField source="created_at" />)}
        {cell(translate(`${F}.pickup_place`), record.pickup_place || '—', { xs: 12, sm: 12 })}
        {cell(translate(`${F}.dropoff_place`), record.dropoff_place || '—', { xs: 12, sm: 12 })}
        {record.motivo_de_rechazo && cell(translate(`${F}.motivo_de_rechazo`), record.motivo_de_rechazo, { xs: 12, sm: 12 })}
      </Grid>
    </SectionCard>
  );
};

/** "Viaje asignado": the trip an accepted request holds a seat on, its route and departure; says so before one. */
export const MatchedTrip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <SectionCard title="resources.solicitudes_viaje.show.sections.trip">
      {record.viaje == null ? (
        translate('resources.solicitudes_viaje.show.no_trip')
      ) : (
        <Grid container spacing={2}>
          {cell(translate(`${F}.viaje`), <MatchedTripField />)}
          <ReferenceField source="viaje" reference="viajes" link={false}>
            {cell(translate('resources.viajes.fields.ruta'), <RouteField />)}
            {cell(translate('resources.viajes.fields.fecha_salida'), <DateTimeField source="fecha_salida" />)}
          </ReferenceField>
        </Grid>
      )}
    </SectionCard>
  );
};
