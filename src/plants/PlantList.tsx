import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { plantFilters } from './PlantFilters';

const Column = DataTable.Col;

/** Plants: searchable, filterable, sortable, selectable columns, bulk actions, export. */
export const PlantList = () => (
  <ResourceList
    filters={plantFilters}
    hiddenColumns={['address', 'postal_code', 'updated_at']}
    card={{ primary: '%{name}', secondary: '%{code}', tertiary: <StatusField source="status" /> }}
  >
    <Column source="name" field={RecordLinkField} />
    <Column source="code" />
    <Column source="address" />
    <Column source="city" />
    <Column source="state" />
    <Column source="postal_code" />
    <Column source="status" field={StatusField} />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
