import type { FilterPayload, SortPayload } from 'react-admin';
import { LOAN_VIEW_STATES } from '../../../domain/loans';
import type { LoanListView } from '../loanPaths';
import { loanFilters } from './LoanFilters';
import { LoanListFrame } from './LoanListFrame';
import { LoanViewTabs } from './LoanViewTabs';

/**
 * SPEC §2 serves the loans as one view on two paths: the open requests (waiting, approved) with
 * the soonest departure first, and the trips under way (initial audit, final audit, incident)
 * with the latest departure first. Each is only a starting filter and sort.
 */
const VIEWS: Record<LoanListView, { defaults: FilterPayload; sort: SortPayload }> = {
  applications: { defaults: { status__in: [...LOAN_VIEW_STATES.applications] }, sort: { field: 'fecha_salida', order: 'ASC' } },
  trips: { defaults: { status__in: [...LOAN_VIEW_STATES.trips] }, sort: { field: 'fecha_salida', order: 'DESC' } },
};

const filters = loanFilters({ withStatus: true });

/**
 * /solicitudes and /viajes_fleet/viajes: every loan, starting from the view's states; the reader
 * may change or clear the status filter. A row opens the record page. Read by every role; the
 * decisions live on the record page and on /viajes_fleet/solicitudes.
 */
export const LoanList = ({ view }: { view: LoanListView }) => (
  <LoanListFrame
    // Both paths render this component: the key gives each view its own list state.
    key={view}
    resource="prestamos"
    title={`resources.prestamos.screens.${view}`}
    filters={filters}
    defaults={VIEWS[view].defaults}
    sort={VIEWS[view].sort}
    emptyMessage={`resources.prestamos.list.empty.${view}`}
    withStatus
    header={<LoanViewTabs view={view} />}
    bulkActionButtons={false}
  />
);
