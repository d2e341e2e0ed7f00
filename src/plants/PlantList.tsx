import { DataTable, List } from 'react-admin';
import { DateTimeField, ListActions, ListEmpty, StatusField, useBulkActionButtons } from '../common';
import { plantFilters } from './PlantFilters';

const Column = DataTable.Col;

/** Plants list: searchable, filterable, sortable, selectable columns, bulk actions, export. */
export const PlantList = () => {
  const bulkActionButtons = useBulkActionButtons();
  // storeKey={false}: leaving the page resets filters, sort and page (SPEC §2).
  return (
    <List storeKey={false} filters={plantFilters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable rowClick="show" bulkActionButtons={bulkActionButtons} hiddenColumns={['address', 'postal_code', 'updated_at']}>
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
};
