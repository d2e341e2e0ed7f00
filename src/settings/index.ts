import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource name="configuracion"> receives: its "list" route is the one record's page,
 * so /configuracion opens it and the menu lists it like the other screens.
 */
const settings: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./SettingsPage'), 'SettingsPage'),
  icon: SettingsIcon,
};

export default settings;
