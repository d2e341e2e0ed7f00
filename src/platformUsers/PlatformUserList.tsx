import { DataTable, List } from 'react-admin';
import { DateTimeField, ListActions, ListEmpty, StatusField, useBulkActionButtons } from '../common';
import { GroupsField } from './GroupsField';
import { platformUserFilters } from './PlatformUserFilters';

const Column = DataTable.Col;

/** Back-office staff (usuarios/plataforma/), for admins: a row opens its edit form with the groups. */
export const PlatformUserList = () => {
  const bulkActionButtons = useBulkActionButtons();
  return (
    <List storeKey={false} filters={platformUserFilters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActionButtons} hiddenColumns={['telephone', 'updated_at']}>
        <Column source="name" />
        <Column source="last_name" />
        <Column source="email" />
        <Column source="telephone" />
        <Column source="groups" field={GroupsField} disableSort />
        <Column source="status" field={StatusField} />
        <Column source="last_login" field={DateTimeField} />
        <Column source="created_at" field={DateTimeField} />
        <Column source="updated_at" field={DateTimeField} />
      </DataTable>
    </List>
  );
};
