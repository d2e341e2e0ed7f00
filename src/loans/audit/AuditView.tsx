import { Box, Button, CircularProgress, Grid, Stack } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { reportPath } from '../loanPaths';
import { AUDIT_CALL, type AuditKind } from './auditCatalogue';
import { AuditCard } from './AuditCard';
import { AuditLinks, LoanMissing } from './AuditNotices';
import { LoanHeader } from './LoanHeader';

const BOTH: readonly AuditKind[] = ['initial', 'final'];

/**
 * `ver` (both audits, side by side on wide screens) and `auditoria_inicial` / `auditoria_final`
 * (that one): the loan is read, then each audit whose id it holds (SPEC §2). A failure is told
 * where it happened, with a retry.
 */
export const AuditView = ({ id, only }: { id: Identifier; only?: AuditKind }) => {
  const translate = useTranslate();
  const { data: loan, isPending, error, refetch } = useGetOne('prestamos', { id }, { retry: false });
  const title = translate('resources.prestamos.audit.title.ver', { id });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !loan) {
    return (
      <>
        <Title title={title} />
        <LoanMissing id={id} onRetry={() => void refetch()} />
      </>
    );
  }
  const kinds = only ? [only] : BOTH;
  const bothDone = Boolean(loan.auditoria_inicial && loan.auditoria_final);
  return (
    <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere', pb: 4 }}>
      <Title title={title} />
      <LoanHeader loan={loan} title={only ? translate(`resources.prestamos.audit.type.${only}`) : title} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        <AuditLinks id={id} view={Boolean(only)} />
        {bothDone && (
          <Button component={RouterLink} to={reportPath(id)} startIcon={<DescriptionIcon />}>
            {translate('resources.prestamos.audit.links.report')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        {kinds.map((kind) => (
          <Grid key={kind} size={{ xs: 12, md: only ? 12 : 6 }}>
            <AuditCard kind={kind} auditId={loan[AUDIT_CALL[kind]]} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
