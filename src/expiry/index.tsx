import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource name="vencimientos"> receives (the expiry centre, alias /expiries): its list
 * alone, a lazy chunk. The rows are renewed where they belong (vehicle, person, card), so no
 * record, create or edit of its own.
 */
const expiries: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./ExpiryList'), 'ExpiryList'),
  icon: EventBusyIcon,
};

export default expiries;
