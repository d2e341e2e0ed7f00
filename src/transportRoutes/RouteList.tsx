import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { PlantReferenceField } from '../plants/PlantReferenceField';
import { routeFilters } from './routeFilters';
import { LengthField, RouteDaysField, RouteTypeField } from './RouteFields';
import { RoutesMap } from './RoutesMap';

const Column = DataTable.Col;

/**
 * Staff-transport routes (DOMAIN §5 Routes): searchable, filterable by status, plant and type,
 * sortable, exportable, with the selected (or shown) routes drawn on a map beside the table.
 */
export const RouteList = () => (
  <ResourceList
    filters={routeFilters}
    references={['plantas']}
    hiddenColumns={['origin', 'destination', 'created_at', 'updated_at']}
    card={{ primary: '%{name}', secondary: (record) => [record.origin, record.destination].filter(Boolean).join(' → '), tertiary: <StatusField source="status" /> }}
    aside={<RoutesMap />}
  >
    <Column source="name" field={RecordLinkField} />
    <Column source="origin" />
    <Column source="destination" />
    <Column source="planta" field={PlantReferenceField} />
    <Column source="tipo" field={RouteTypeField} />
    <Column source="days" field={RouteDaysField} disableSort />
    <Column source="departure_time" />
    <Column source="length_km" field={LengthField} align="right" />
    <Column source="status" field={StatusField} />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
