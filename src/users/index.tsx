import PeopleIcon from '@mui/icons-material/People';
import { Route } from 'react-router-dom';
import type { RaRecord, ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';
import { screenAccess } from '../shell/screenAccess';
import { RecordPathRedirect } from './RecordPathRedirect';
import { fullName } from './userName';

const UserShow = lazyNamed(() => import('./UserShow'), 'UserShow');
const UserEdit = lazyNamed(() => import('./UserEdit'), 'UserEdit');

/**
 * What <Resource name="usuarios"> receives. SPEC §2 makes /usuarios/:usuario the record page,
 * where react-admin would put the edit form, so show and edit are child routes:
 * /usuarios/:id (record), /usuarios/:id/edit (form); /usuarios/:id/show redirects to the record.
 */
const users: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./UserList'), 'UserList'),
  create: lazyNamed(() => import('./UserCreate'), 'UserCreate'),
  hasShow: true,
  hasEdit: true,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) => fullName(record),
  children: [
    <Route key="record" path=":id" element={<UserShow />} handle={screenAccess('show')} />,
    <Route key="show" path=":id/show/*" element={<RecordPathRedirect />} />,
    <Route key="edit" path=":id/edit/*" element={<UserEdit />} handle={screenAccess('edit')} />,
  ],
};

export default users;
