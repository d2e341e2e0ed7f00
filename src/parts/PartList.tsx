import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { partFilters } from './PartFilters';

const Column = DataTable.Col;

/** The parts an audit rates (DOMAIN §5): search, status filter, columns, bulk enable/disable/delete, export. */
export const PartList = () => (
  <ResourceList
    filters={partFilters}
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
