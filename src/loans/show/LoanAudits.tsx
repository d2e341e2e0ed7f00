import { Button, Grid } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { reportPath } from '../loanPaths';
import { LoanAudit } from './LoanAudit';
import { SectionCard } from '../../common/sections';

/** "Auditorías": the hand-over (initial) and return (final) audits, and the hand-over report once both exist. */
export const LoanAudits = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const both = record?.auditoria_inicial != null && record?.auditoria_final != null;
  return (
    <SectionCard title="resources.prestamos.show.sections.audits">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LoanAudit source="auditoria_inicial" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LoanAudit source="auditoria_final" />
        </Grid>
        {both && record && (
          <Grid size={12}>
            <Button component={RouterLink} to={reportPath(record.id)} variant="outlined" startIcon={<AssignmentIcon />}>
              {translate('resources.prestamos.show.audits.report')}
            </Button>
          </Grid>
        )}
      </Grid>
    </SectionCard>
  );
};
