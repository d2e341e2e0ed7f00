import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { accessoryFilters } from './AccessoryFilters';

const Column = DataTable.Col;

/** The accessories an audit rates (DOMAIN §5): search, status filter, columns, bulk enable/disable/delete, export. */
export const AccessoryList = () => (
  <ResourceList
    filters={accessoryFilters}
    hiddenColumns={['updated_at']}
    card={{ primary: '%{name}', secondary: '%{description}', tertiary: <StatusField source="status" /> }}
  >
    <Column source="name" field={RecordLinkField} />
    <Column source="description" />
    <Column source="status" field={StatusField} />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
