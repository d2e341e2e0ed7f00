import CampaignIcon from '@mui/icons-material/Campaign';
import type { RaRecord, ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource name="alertas"> receives (SPEC §2 /alertas, alias /alerts): the list and the
 * record page. Phones raise alerts and the desk only attends them, so no create or edit. Each
 * screen is its own lazy chunk.
 */
const alerts: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./list/AlertList'), 'AlertList'),
  show: lazyNamed(() => import('./show/AlertShow'), 'AlertShow'),
  icon: CampaignIcon,
  recordRepresentation: (record: RaRecord) => `#${record.id}`,
};

export default alerts;
