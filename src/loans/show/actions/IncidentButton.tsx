import { useState } from 'react';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../../common/actions/ActionButton';
import { useCanDo } from '../../../providers/actions';
import { IncidentDialog } from './IncidentDialog';

/** "Registrar incidencia" on a loan in Initial or Final Audit (admins, DOMAIN §1 `incident`). */
export const IncidentButton = () => {
  const record = useRecordContext();
  const { canAccess } = useCanDo('prestamos', 'incident', record);
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <ActionButton label="resources.prestamos.actions.incident.label" icon={<ReportProblemIcon />} color="warning" onClick={() => setOpen(true)} />
      {open && <IncidentDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
};
