import EventNoteIcon from '@mui/icons-material/EventNote';
import { Route } from 'react-router-dom';
import { lazyNamed } from '../common/lazyNamed';
import { screenResource } from '../common/screenResource';
import { LOAN_LIST_PATHS, loanPath } from './loanPaths';

const LoanList = lazyNamed(() => import('./list/LoanList'), 'LoanList');
const FleetRequestList = lazyNamed(() => import('./requests/FleetRequestList'), 'FleetRequestList');
const LoanShow = lazyNamed(() => import('./show/LoanShow'), 'LoanShow');
const AuditPage = lazyNamed(() => import('./audit/AuditPage'), 'AuditPage');
const HandOverReport = lazyNamed(() => import('./report/HandOverReport'), 'HandOverReport');

/**
 * The loan screens sit on SPEC §2's routes, not under /prestamos, so they are custom routes
 * inside the layout (App.tsx); the menu and home shortcuts come from src/loans/loanScreens.ts.
 */
export const loanRoutes = [
  <Route key="applications" path={LOAN_LIST_PATHS.applications} element={<LoanList view="applications" />} />,
  <Route key="trips" path={LOAN_LIST_PATHS.trips} element={<LoanList view="trips" />} />,
  <Route key="requests" path={LOAN_LIST_PATHS.fleetRequests} element={<FleetRequestList />} />,
  <Route key="record" path={`${LOAN_LIST_PATHS.trips}/:viaje`} element={<LoanShow />} />,
  <Route key="audit" path={`${LOAN_LIST_PATHS.trips}/:viaje/auditorias/:type`} element={<AuditPage />} />,
  <Route key="report" path={`${LOAN_LIST_PATHS.trips}/:viaje/reporte`} element={<HandOverReport />} />,
];

/** <Resource name="prestamos">: no list of its own (its base opens the applications); its record links lead to the record page. */
const loans = screenResource(EventNoteIcon, LOAN_LIST_PATHS.applications, loanPath);

export default loans;
