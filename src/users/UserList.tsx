import { DataTable } from 'react-admin';
import { DateTimeField, NumberCellField, RecordLinkField, ResourceList, StatusField } from '../common';
import { DepartmentReferenceField } from '../departments/DepartmentReferenceField';
import { PlantReferenceField } from '../plants/PlantReferenceField';
import { ImportButton } from './import/ImportButton';
import { LicenceStatusField } from './LicenceStatusField';
import { RoleField } from './RoleField';
import { userFilters } from './UserFilters';
import { userPath } from './userPaths';

const Column = DataTable.Col;

/**
 * The people who use the app (back-office staff have their own list, /usuarios/plataforma):
 * search, filters, columns, bulk enable/disable/delete, export and import. A row opens the
 * record page /usuarios/:id (SPEC §2). Telephone, plant and creation date start hidden so the
 * table fits a laptop screen.
 */
export const UserList = () => (
  <ResourceList
    // Department and plant names drawn with the rows.
    references={['departamentos', 'plantas']}
    filters={userFilters}
    filter={{ plataforma: false }}
    sort={{ field: 'last_name', order: 'ASC' }}
    rowClick={(id) => userPath(id)}
    actions={<ImportButton />}
    hiddenColumns={['telephone', 'no_worker', 'planta', 'city', 'vencimiento', 'created_at', 'updated_at']}
    // Nine columns: tighter cells so that the table and its toolbar fit a 1400 px screen.
    tableSx={{ '& th, & td': { px: 1 } }}
    card={{ primary: '%{name} %{last_name}', secondary: '%{email}', tertiary: <StatusField source="status" /> }}
  >
    <Column source="name" field={RecordLinkField} />
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
    <Column source="puntos" align="right" field={NumberCellField} />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
