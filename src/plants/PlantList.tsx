import { DataTable, List } from 'react-admin';
import { BulkActions, DateTimeField, ListActions, ListEmpty, StatusField } from '../common';
import { plantFilters } from './PlantFilters';

const Column = DataTable.Col;

/** Plants list: searchable, filterable, sortable, selectable columns, bulk actions, export. */
export const PlantList = () => (
  <List
    filters={plantFilters}
    actions={<ListActions />}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    empty={<ListEmpty />}
  >
    <DataTable rowClick="show" bulkActionButtons={<BulkActions />} hiddenColumns={['address', 'postal_code', 'updated_at']}>
      <Column source="name" />
      <Column source="code" />
      <Column source="address" />
      <Column source="city" />
      <Column source="state" />
      <Column source="postal_code" />
      <Column source="status" field={StatusField} />
      <Column source="created_at" field={DateTimeField} />
      <Column source="updated_at" field={DateTimeField} />
    </DataTable>
  </List>
);
