import type { AggregateDeclaration } from '../kit/aggregates';
import type { ResourceDeclaration } from '../kit/define';
import { plants } from './plants';
import { departments } from './departments';
import { users } from './users/users';
import { platformUsers } from './users/platformUsers';
import { parts } from './parts';
import { accessories } from './accessories';
import { settings } from './settings';
import { vehicles } from './vehicles/vehicles';
import { loans } from './loans/loans';
import { fleetRequests } from './loans/fleetRequests';
import { assignedVehicles } from './loans/assignedVehicles';
import { fuelCards, tollTags } from './cards/cards';
import { tripRequests } from './transport/tripRequests';
import { routes } from './transport/routes';
import { trips } from './transport/trips';
import { tripOccupants } from './transport/tripOccupants';
import { tripTotals } from './transport/tripTotals';
import { alerts } from './alerts/alerts';
import { expiryCentre } from './expiry/expiryCentre';
import { savedViews } from './views/savedViews';

/** Every resource the API serves; adding one is a declaration here. */
export const resources: ResourceDeclaration[] = [plants, departments, users, platformUsers, parts, accessories, settings, vehicles, loans, fleetRequests, assignedVehicles, fuelCards, tollTags, routes, trips, tripOccupants, tripRequests, alerts, savedViews];

/** Read-only lists computed in SQL (server/kit/aggregates.ts): totals per driver and per passenger of a period, the expiry centre. */
export const aggregates: AggregateDeclaration[] = [...tripTotals, expiryCentre];
