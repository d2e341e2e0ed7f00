import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';
import { screenAccess } from '../shell/screenAccess';

const PassengerRides = lazyNamed(() => import('./PassengerRides'), 'PassengerRides');

/** <Resource name="viajes/conductores"> (SPEC §2 /viajes/conductores, alias /trips/drivers): read-only totals per driver. */
export const driverTotals: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./TotalsList'), 'DriverTotals'),
  icon: LeaderboardIcon,
  recordRepresentation: 'conductor',
};

/** <Resource name="viajes/ocupantes"> (SPEC §2 /viajes/ocupantes, alias /trips/passengers): read-only totals per passenger, and a passenger's rides. */
export const passengerTotals: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./TotalsList'), 'PassengerTotals'),
  icon: EmojiPeopleIcon,
  recordRepresentation: 'usuario',
  children: [<Route key="rides" path=":id" element={<PassengerRides />} handle={screenAccess('list')} />],
};
