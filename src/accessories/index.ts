import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource name="accesorios"> receives: the accessories an audit rates (DOMAIN §5); every screen is
 * its own lazy chunk. All roles read, admins write (DOMAIN §1).
 */
const accessories: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./AccessoryList'), 'AccessoryList'),
  show: lazyNamed(() => import('./AccessoryShow'), 'AccessoryShow'),
  edit: lazyNamed(() => import('./AccessoryEdit'), 'AccessoryEdit'),
  create: lazyNamed(() => import('./AccessoryCreate'), 'AccessoryCreate'),
  icon: HomeRepairServiceIcon,
  recordRepresentation: 'name',
};

export default accessories;
