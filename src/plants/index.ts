import FactoryIcon from '@mui/icons-material/Factory';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/** What <Resource name="plantas"> receives; every screen is its own lazy chunk. */
const plants: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./PlantList'), 'PlantList'),
  show: lazyNamed(() => import('./PlantShow'), 'PlantShow'),
  edit: lazyNamed(() => import('./PlantEdit'), 'PlantEdit'),
  create: lazyNamed(() => import('./PlantCreate'), 'PlantCreate'),
  icon: FactoryIcon,
  recordRepresentation: 'name',
};

export default plants;
