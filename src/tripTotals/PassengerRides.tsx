import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataTable, ReferenceField, ResourceContextProvider, SelectArrayInput, useGetOne, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { ChoiceChipField, DateTimeField, NumberCellField, ResourceList } from '../common';
import { DayBounds, dayBounds, dayRangeFilters } from '../common/dayRange';
import { RowLink } from '../common/raInternals/RowLink';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { occupantStatusChoices } from '../trips/tripChoices';
import { tripPath } from '../trips/tripPaths';
import { fullName } from '../users/userName';

const Column = DataTable.Col;
const W = 'resources.viajes.totals.rides';
const F = 'resources.viajes.list.filters';

/**
 * The rides' filters, on their trips (detalle_viaje/'s reference filters): the departure days
 * (sent as the instants they span), the ride's states and the trip's plant. A totals row opens
 * the page on the days, plant and state it counted.
 */
const ridesFilters = [
  ...dayRangeFilters('fecha_salida', { from: `${F}.departure_from`, to: `${F}.departure_to`, order: `${F}.departure_order` }),
  <SelectArrayInput key="status__in" source="status__in" label={`${F}.status`} choices={occupantStatusChoices} />,
  <PlantReferenceInput key="planta" source="planta" label="resources.viajes.fields.planta" />,
];

/** The departure days picked, as the instants they span (as the totals send their period). */
const departureBounds = dayBounds('fecha_salida');

/** The ride's trip, "#12", as a link to the trip's page: Tab reaches the row and Enter opens it. */
const RideTripField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  if (!record) return null;
  return <RowLink to={tripPath(record.viaje)}>#{record.viaje}</RowLink>;
};

/** A phone card's title, the ride's trip ("#12") as text: the whole card opens the trip, and a link inside it would be a control within a control. */
const RideTripTitle = () => {
  const record = useRecordContext();
  return record ? <>#{record.viaje}</> : null;
};

/** When the ride's trip left (SPEC §9), read with the page's other trips in one call. */
const RideDepartureField = (_props: Partial<FieldProps>) => (
  <ReferenceField source="viaje" reference="viajes" link={false} emptyText="—">
    <DateTimeField source="fecha_salida" />
  </ReferenceField>
);

const RideStatusField = (_props: Partial<FieldProps>) => <ChoiceChipField source="status" choices={occupantStatusChoices} />;

/** Back to the totals as they were (the browser's history keeps their period), or to the list when the page was opened directly. */
const BackToTotals = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate('/viajes/ocupantes') : navigate(-1));
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ alignSelf: 'flex-start', m: 1 }}>
      {translate(`${W}.back`)}
    </Button>
  );
};

/**
 * /viajes/ocupantes/:id: one passenger's rides, the occupant rows of detalle_viaje/ for that user,
 * newest first, each with its trip, departure, state, pickup place and points; filtered by their
 * trips' departure days and plant and by state (a totals row opens it on what it counted: the
 * period's finalized rides), exported as shown; opened alone, every ride.
 */
export const PassengerRides = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: passenger } = useGetOne('usuarios', { id });
  const title = translate(`${W}.title`, { name: passenger ? fullName(passenger) : '…' });
  return (
    <ResourceContextProvider value="detalle_viaje">
      <DayBounds widen={departureBounds}>
        <ResourceList
          title={title}
          filters={ridesFilters}
          filter={{ usuario: id }}
          sort={{ field: 'id', order: 'DESC' }}
          hasCreate={false}
          bulkActionButtons={false}
          header={<BackToTotals />}
          rowClick={(_id, _resource, record) => tripPath(record.viaje)}
          card={{ primary: <RideTripTitle />, secondary: <RideDepartureField />, tertiary: <RideStatusField /> }}
        >
          <Column source="viaje" field={RideTripField} disableSort />
          <Column source="fecha_salida" label="resources.viajes.fields.fecha_salida" field={RideDepartureField} disableSort />
          <Column source="status" field={RideStatusField} />
          <Column source="pickup_place" disableSort />
          <Column source="reward" field={NumberCellField} align="right" disableSort />
          <Column source="credited_at" field={DateTimeField} disableSort />
        </ResourceList>
      </DayBounds>
    </ResourceContextProvider>
  );
};
