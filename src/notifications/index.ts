import NotificationsIcon from '@mui/icons-material/Notifications';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/** What <Resource name="notificaciones"> receives: one page with both lists, its own chunk. */
const notifications: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./NotificationsPage'), 'NotificationsPage'),
  icon: NotificationsIcon,
  recordRepresentation: 'title',
};

export default notifications;
