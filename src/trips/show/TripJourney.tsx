import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { Detail, SectionCard } from '../../common/sections';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { DriverField, RouteField, TripTypeField, VehicleField } from '../TripFields';

const F = 'resources.viajes.fields';

const cell = (label: string, value: ReactNode, size = { xs: 12, sm: 6 }) => (
  <Grid size={size}>
    <Detail label={label}>{value}</Detail>
  </Grid>
);

/**
 * "Viaje": route, driver, vehicle, plant and type; departure and arrival (SPEC §9 dates) with the
 * odometer and fuel at each, and the distance. A value not recorded yet reads "—".
 */
export const TripJourney = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const number = (value: unknown, unit?: string) =>
    typeof value === 'number' ? (unit ? translate(unit, { value: formatNumber(value, locale) }) : formatNumber(value, locale)) : '—';
  const date = (value: unknown) => formatDate(value, locale, true) || '—';
  return (
    <SectionCard title="resources.viajes.show.sections.journey">
      <Grid container spacing={2}>
        {cell(translate(`${F}.ruta`), <RouteField />)}
        {cell(translate(`${F}.conductor`), <DriverField />)}
        {cell(translate(`${F}.vehiculo`), <VehicleField />)}
        {cell(translate(`${F}.planta`), <PlantReferenceField source="planta" />)}
        {cell(translate(`${F}.tipo`), <TripTypeField />)}
        {/* The labels of distance and fuel carry their units already ("Distancia (km)"). */}
        {cell(translate(`${F}.distance`), number(record.distance))}
        {cell(translate(`${F}.fecha_salida`), date(record.fecha_salida))}
        {cell(translate(`${F}.fecha_llegada`), date(record.fecha_llegada))}
        {cell(translate(`${F}.kilometraje_salida`), number(record.kilometraje_salida, 'resources.viajes.show.units.km'))}
        {cell(translate(`${F}.kilometraje_llegada`), number(record.kilometraje_llegada, 'resources.viajes.show.units.km'))}
        {cell(translate(`${F}.gasolina_salida`), number(record.gasolina_salida))}
        {cell(translate(`${F}.gasolina_llegada`), number(record.gasolina_llegada))}
      </Grid>
    </SectionCard>
  );
};
