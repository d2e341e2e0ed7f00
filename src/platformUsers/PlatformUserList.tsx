import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { GroupsField } from './GroupsField';
import { platformUserFilters } from './PlatformUserFilters';

const Column = DataTable.Col;

/** Back-office staff (usuarios/plataforma/), for admins: a row opens its edit form with the groups. */
export const PlatformUserList = () => (
  <ResourceList
    filters={platformUserFilters}
    rowClick="edit"
    hiddenColumns={['telephone', 'updated_at']}
    card={{ primary: '%{name} %{last_name}', secondary: '%{email}', tertiary: <StatusField source="status" /> }}
  >
    <Column source="name" field={RecordLinkField} />
    <Column source="last_name" />
    <Column source="email" />
    <Column source="telephone" />
    <Column source="groups" field={GroupsField} disableSort />
    <Column source="status" field={StatusField} />
    <Column source="last_login" field={DateTimeField} />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
