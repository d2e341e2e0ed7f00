import type { ResourceProps } from 'react-admin';
import accessories from './accessories';
import alerts from './alerts';
import { fuelCards, tollTags } from './cards';
import departments from './departments';
import expiries from './expiry';
import loans from './loans';
import notifications from './notifications';
import parts from './parts';
import plants from './plants';
import platformUsers from './platformUsers';
import settings from './settings';
import transportRoutes from './transportRoutes';
import tripRequests from './tripRequests';
import trips from './trips';
import { driverTotals, passengerTotals } from './tripTotals';
import users from './users';
import vehicles from './vehicles';

/**
 * The admin's resources in menu order: the admin's query client also answers their list access
 * from the session (common/raInternals/accessAnswers.ts), and the screen a page opens on is
 * preloaded from their routes (shell/routeScreens.ts), so one list serves all three.
 */
export const RESOURCES: readonly (readonly [string, Omit<ResourceProps, 'name'>])[] = [
  ['usuarios', users],
  ['usuarios/plataforma', platformUsers],
  ['vehiculos', vehicles],
  ['prestamos', loans],
  ['tarjeta_gasolina', fuelCards],
  ['tarjeta_tag', tollTags],
  ['vencimientos', expiries],
  ['rutas', transportRoutes],
  ['viajes', trips],
  ['viajes/conductores', driverTotals],
  ['viajes/ocupantes', passengerTotals],
  ['solicitudes_viaje', tripRequests],
  ['alertas', alerts],
  ['plantas', plants],
  ['departamentos', departments],
  ['piezas', parts],
  ['accesorios', accessories],
  ['configuracion', settings],
  ['notificaciones', notifications],
];
