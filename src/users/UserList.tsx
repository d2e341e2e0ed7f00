import { DataTable, List, NumberField } from 'react-admin';
import { DateTimeField, ListActions, ListEmpty, StatusField, useBulkActionButtons } from '../common';
import { DepartmentReferenceField } from '../departments/DepartmentReferenceField';
import { PlantReferenceField } from '../departments/PlantReferenceField';
import { ImportButton } from './import/ImportButton';
import { LicenceStatusField } from './LicenceStatusField';
import { RoleField } from './RoleField';
import { userFilters } from './UserFilters';
import { userPath } from './userPaths';

const Column = DataTable.Col;

/**
 * Users list: search, filters, sort, selectable columns, bulk enable/disable/delete, export
 * of the filtered list and import. A row opens the record page /usuarios/:id (SPEC §2).
 */
export const UserList = () => {
  const bulkActionButtons = useBulkActionButtons();
  // storeKey={false}: leaving the page resets filters, sort and page (SPEC §2). Telephone, plant
  // and creation date start hidden so the table fits a laptop screen; the Columns button shows them.
  return (
    <List
      storeKey={false}
      filters={userFilters}
      actions={
        <ListActions>
          <ImportButton />
        </ListActions>
      }
      sort={{ field: 'last_name', order: 'ASC' }}
      perPage={25}
      empty={
        <ListEmpty>
          <ImportButton />
        </ListEmpty>
      }
    >
      <DataTable
        rowClick={(id) => userPath(id)}
        bulkActionButtons={bulkActionButtons}
        hiddenColumns={['telephone', 'no_worker', 'planta', 'city', 'vencimiento', 'created_at', 'updated_at']}
        // Nine columns: tighter cells so that the table and its toolbar fit a 1400 px screen.
        sx={{ '& th, & td': { px: 1 } }}
      >
        <Column source="name" />
        <Column source="last_name" />
        <Column source="email" />
        <Column source="telephone" />
        <Column source="no_worker" />
        <Column source="department" field={DepartmentReferenceField} />
        <Column source="planta" field={PlantReferenceField} />
        <Column source="city" />
        <Column source="role" field={RoleField} />
        <Column source="status" field={StatusField} />
        <Column source="licencia_status" label="resources.usuarios.list_licence" field={LicenceStatusField} />
        <Column source="vencimiento">
          <DateTimeField source="vencimiento" dateOnly />
        </Column>
        <Column source="puntos" align="right" field={NumberField} />
        <Column source="created_at" field={DateTimeField} />
        <Column source="updated_at" field={DateTimeField} />
      </DataTable>
    </List>
  );
};
