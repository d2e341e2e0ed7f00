import { DataTable, List } from 'react-admin';
import { DateTimeField, ListActions, ListEmpty, StatusField, useBulkActionButtons } from '../common';
import { departmentFilters } from './DepartmentFilters';
import { PlantReferenceField } from './PlantReferenceField';

const Column = DataTable.Col;

/** Departments list: searchable, filterable, sortable, selectable columns, bulk actions, export. */
export const DepartmentList = () => {
  const bulkActionButtons = useBulkActionButtons();
  // storeKey={false}: leaving the page resets filters, sort and page (SPEC §2).
  return (
    <List storeKey={false} filters={departmentFilters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable rowClick="show" bulkActionButtons={bulkActionButtons} hiddenColumns={['description', 'updated_at']}>
        <Column source="name" />
        <Column source="code" />
        <Column source="description" />
        <Column source="planta" field={PlantReferenceField} />
        <Column source="status" field={StatusField} />
        <Column source="created_at" field={DateTimeField} />
        <Column source="updated_at" field={DateTimeField} />
      </DataTable>
    </List>
  );
};
