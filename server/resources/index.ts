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

/** Every resource the API serves; adding one is a declaration here. */
export const resources: ResourceDeclaration[] = [plants, departments, users, platformUsers, parts, accessories, settings, vehicles, loans, fleetRequests, assignedVehicles, fuelCards, tollTags, tripRequests];
