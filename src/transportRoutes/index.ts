import RouteIcon from '@mui/icons-material/Route';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource name="rutas"> receives (staff-transport routes; src/routes/ is the URL alias
 * table): every screen is its own lazy chunk, and the maps inside them load leaflet's chunk.
 */
const transportRoutes: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./RouteList'), 'RouteList'),
  show: lazyNamed(() => import('./RouteShow'), 'RouteShow'),
  edit: lazyNamed(() => import('./RouteEdit'), 'RouteEdit'),
  create: lazyNamed(() => import('./RouteCreate'), 'RouteCreate'),
  icon: RouteIcon,
  recordRepresentation: 'name',
};

export default transportRoutes;
