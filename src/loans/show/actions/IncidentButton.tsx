import { useState } from 'react';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Button, useRecordContext } from 'react-admin';
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
      <Button label="resources.prestamos.actions.incident.label" color="warning" onClick={() => setOpen(true)}>
        <ReportProblemIcon />
      </Button>
      {open && <IncidentDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
};
