import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import type { RaRecord, ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';
import { tripRequestRoutes } from '../tripRequests';

/**
 * What <Resource name="viajes"> receives (SPEC §2 /viajes, alias /trips): the list and the
 * record page (react-admin's show route); trips are made on the drivers' phones, so no create or
 * edit. The trip requests' screens are its child routes (/viajes/solicitudes). Every screen is its
 * own lazy chunk.
 */
const trips: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./list/TripList'), 'TripList'),
  show: lazyNamed(() => import('./show/TripShow'), 'TripShow'),
  icon: AirportShuttleIcon,
  recordRepresentation: (record: RaRecord) => `#${record.id}`,
  children: tripRequestRoutes,
};

export default trips;
