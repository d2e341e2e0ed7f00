import { DataTable } from 'react-admin';
import { useCanDo } from '../../providers/actions';
import { loanFilters } from '../list/LoanFilters';
import { LoanListFrame } from '../list/LoanListFrame';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { RequestDecisionField } from './RequestDecisionField';
import { useRejectCall } from './requestDecisions';

const filters = loanFilters({ withStatus: false });
const NO_FILTERS = {};

/**
 * /viajes_fleet/solicitudes (solicitudes_fleet/, the loans in status 0), soonest departure
 * first: accept or reject each row (the reason asked for), or the selected rows at once.
 * Admins and HR decide; C4 reads, without boxes or buttons. A row opens the record page.
 */
export const FleetRequestList = () => {
  const { canAccess: canDecide } = useCanDo('prestamos', 'accept');
  const rejectCall = useRejectCall();
  return (
    <LoanListFrame
      resource="solicitudes_fleet"
      title="resources.prestamos.screens.fleet_requests"
      filters={filters}
      defaults={NO_FILTERS}
      sort={{ field: 'fecha_salida', order: 'ASC' }}
      emptyMessage="resources.prestamos.list.empty.requests"
      withStatus={false}
      extraColumn={
        canDecide && (
          <DataTable.Col source="decision" label="resources.prestamos.list.decision" disableSort>
            <RequestDecisionField rejectCall={rejectCall} />
          </DataTable.Col>
        )
      }
      bulkActionButtons={canDecide ? <BulkDecisionButtons rejectCall={rejectCall} /> : false}
    />
  );
};
