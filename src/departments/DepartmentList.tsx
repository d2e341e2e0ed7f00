import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { departmentFilters } from './DepartmentFilters';
import { PlantReferenceField } from '../plants/PlantReferenceField';

const Column = DataTable.Col;

/** Departments: searchable, filterable, sortable, selectable columns, bulk actions, export. */
export const DepartmentList = () => (
  <ResourceList
    // Plant names drawn with the rows.
    references={['plantas']}
    filters={departmentFilters}
    hiddenColumns={['description', 'updated_at']}
    card={{ primary: '%{name}', secondary: <PlantReferenceField link={false} />, tertiary: <StatusField source="status" /> }}
  >
    <Column source="name" field={RecordLinkField} />
    <Column source="code" />
    <Column source="description" />
    <Column source="planta" field={PlantReferenceField} />
    <Column source="status" field={StatusField} />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
