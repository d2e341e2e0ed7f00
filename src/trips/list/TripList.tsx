import { DataTable } from 'react-admin';
import { DayBounds, dayBounds } from '../../common/dayRange';
import { DateTimeField, NumberCellField, ResourceList } from '../../common';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { DriverAndDeparture, DriverField, RouteField, TripLinkField, TripStatusField, TripTitle, TripTypeField, VehicleField } from '../TripFields';
import { tripFilters } from './TripFilters';

const Column = DataTable.Col;

/** The records a page's rows name, asked with the page: names that arrived later made rows grow under the pointer. */
const PAGE_REFERENCES = { ruta: 'rutas', conductor: 'usuarios', vehiculo: 'vehiculos' };

/** The departure days picked, as the instants they span. */
const departureBounds = dayBounds('fecha_salida');

/**
 * /viajes (alias /trips): the staff-transport trips from the driver's side, latest departure
 * first, filtered by departure days, state, type, route, plant and driver, exported as filtered.
 * Trips are made by the drivers' phones: no create and no bulk buttons. A row opens the trip.
 */
export const TripList = () => (
  <DayBounds widen={departureBounds}>
    <ResourceList
      // Plant names drawn with the rows; each page comes with its routes, drivers and vehicles.
      references={['plantas']}
      pageReferences={PAGE_REFERENCES}
      filters={tripFilters}
      sort={{ field: 'fecha_salida', order: 'DESC' }}
      hasCreate={false}
      bulkActionButtons={false}
      hiddenColumns={['fecha_llegada', 'reward', 'created_at']}
      tableSx={{ '& th, & td': { px: 1 } }}
      card={{ primary: <TripTitle />, secondary: <DriverAndDeparture />, tertiary: <TripStatusField /> }}
    >
      <Column source="id" field={TripLinkField} />
      <Column source="fecha_salida" field={DateTimeField} />
      <Column source="ruta" field={RouteField} />
      <Column source="conductor" field={DriverField} />
      <Column source="vehiculo" field={VehicleField} />
      <Column source="planta" field={PlantReferenceField} />
      <Column source="tipo" field={TripTypeField} />
      <Column source="status" field={TripStatusField} />
      <Column source="distance" field={NumberCellField} align="right" />
      <Column source="reward" field={NumberCellField} align="right" />
      <Column source="fecha_llegada" field={DateTimeField} />
      <Column source="created_at" field={DateTimeField} />
    </ResourceList>
  </DayBounds>
);
