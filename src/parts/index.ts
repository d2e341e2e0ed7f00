import BuildIcon from '@mui/icons-material/Build';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource name="piezas"> receives: the parts an audit rates (DOMAIN §5); every screen is
 * its own lazy chunk. All roles read, admins write (DOMAIN §1).
 */
const parts: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./PartList'), 'PartList'),
  show: lazyNamed(() => import('./PartShow'), 'PartShow'),
  edit: lazyNamed(() => import('./PartEdit'), 'PartEdit'),
  create: lazyNamed(() => import('./PartCreate'), 'PartCreate'),
  icon: BuildIcon,
  recordRepresentation: 'name',
};

export default parts;
