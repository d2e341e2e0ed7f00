import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { RaRecord, ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';
import { fullName } from '../users/userName';

/**
 * What <Resource name="usuarios/plataforma"> receives: back-office staff at
 * /usuarios/plataforma (alias /users/platform), admins only (DOMAIN §1). Their record page is
 * the user's, /usuarios/:id.
 */
const platformUsers: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./PlatformUserList'), 'PlatformUserList'),
  create: lazyNamed(() => import('./PlatformUserCreate'), 'PlatformUserCreate'),
  edit: lazyNamed(() => import('./PlatformUserEdit'), 'PlatformUserEdit'),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: (record: RaRecord) => fullName(record),
};

export default platformUsers;
