import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { catalogFilters } from './CatalogFilters';

const Column = DataTable.Col;

/** A catalogue an audit rates (DOMAIN §5 piezas, accesorios): search, status filter, columns, bulk enable/disable/delete, export. */
export const CatalogList = () => (
  <ResourceList
    filters={catalogFilters}
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
