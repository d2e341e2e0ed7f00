import EventSeatIcon from '@mui/icons-material/EventSeat';
import { Route } from 'react-router-dom';
import { lazyNamed } from '../common/lazyNamed';
import { screenResource } from '../common/screenResource';
import type { ScreenLink } from '../loans/loanScreens';
import { TRIP_REQUEST_LIST_PATH, tripRequestPath } from './tripRequestPaths';

const TripRequestList = lazyNamed(() => import('./list/TripRequestList'), 'TripRequestList');
const TripRequestShow = lazyNamed(() => import('./show/TripRequestShow'), 'TripRequestShow');

/**
 * SPEC §2 puts the trip requests under the trips (/viajes/solicitudes), not at their API base, so
 * their screens are child routes of <Resource name="viajes"> (src/trips/index.tsx): the list and
 * the record page, each providing the solicitudes_viaje resource itself.
 */
export const tripRequestRoutes = [
  <Route key="requests" path="solicitudes" element={<TripRequestList />} />,
  <Route key="request" path="solicitudes/:id" element={<TripRequestShow />} />,
];

/** The menu and home shortcut of /viajes/solicitudes, which is no resource's own list. */
export const TRIP_REQUEST_SCREEN: ScreenLink = {
  path: TRIP_REQUEST_LIST_PATH,
  label: 'resources.solicitudes_viaje.screen',
  resource: 'solicitudes_viaje',
  icon: EventSeatIcon,
};

/** <Resource name="solicitudes_viaje">: no list of its own (its base opens /viajes/solicitudes); react-admin's record links lead to the record page. */
const tripRequests = screenResource(EventSeatIcon, TRIP_REQUEST_LIST_PATH, tripRequestPath);

export default tripRequests;
