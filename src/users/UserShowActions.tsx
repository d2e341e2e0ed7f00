import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { BackToListButton } from '../common/BackToListButton';
import { RecordActionButton } from '../common/actions';
import { DeleteWithInUseButton } from '../common/delete';
import { StatusToggleButton } from '../common/StatusToggleButton';
import { removePermissions } from './removePermissions';
import { userEditPath } from './userPaths';

/** Record page toolbar; every write hides itself for roles that may not (DOMAIN §1). */
export const UserShowActions = () => {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <BackToListButton />
      {record && <EditButton to={userEditPath(record.id)} />}
      {/* Staff: their groups are edited on usuarios/plataforma/ (admins only). */}
      {record?.plataforma && <EditButton resource="usuarios/plataforma" label="resources.usuarios.permissions.edit_groups" />}
      <StatusToggleButton />
      <RecordActionButton {...removePermissions} />
      <DeleteWithInUseButton />
    </TopToolbar>
  );
};
