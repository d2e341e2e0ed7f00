import AssignmentIcon from '@mui/icons-material/Assignment';
import DirectionsCarFilledIcon from '@mui/icons-material/DirectionsCarFilled';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import type { ComponentType } from 'react';
import { LOAN_LIST_PATHS } from './loanPaths';

export interface ScreenLink {
  path: string;
  /** i18n key of the menu and shortcut label. */
  label: string;
  /** The API base whose `list` access decides whether the role sees the link. */
  resource: string;
  icon: ComponentType;
}

/** The loan screens of SPEC §2, which are not resource lists, for the menu and home shortcuts. */
export const LOAN_SCREENS: readonly ScreenLink[] = [
  { path: LOAN_LIST_PATHS.applications, label: 'resources.prestamos.screens.applications', resource: 'prestamos', icon: AssignmentIcon },
  { path: LOAN_LIST_PATHS.fleetRequests, label: 'resources.prestamos.screens.fleet_requests', resource: 'solicitudes_fleet', icon: PendingActionsIcon },
  { path: LOAN_LIST_PATHS.trips, label: 'resources.prestamos.screens.trips', resource: 'prestamos', icon: DirectionsCarFilledIcon },
];
