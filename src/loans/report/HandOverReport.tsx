import PrintIcon from '@mui/icons-material/Print';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceContextProvider, Title } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { loanPath } from '../loanPaths';
import { compareAudits } from './compareAudits';
import { ReportHeader } from './ReportHeader';
import { ReportIncidents } from './ReportIncidents';
import { ReportItems } from './ReportItems';
import { ReportPrintStyles } from './reportPrintStyles';
import { ReportSignatures } from './ReportSignatures';
import { ReportSummary } from './ReportSummary';
import { useReportText, type ReportText } from './reportText';
import { useHandOverReport, type HandOverReportData, type ReportAudits } from './useHandOverReport';

const BackToLoan = ({ id, text }: { id: string; text: ReportText }) => (
  <Button component={Link} to={loanPath(id)} variant="outlined" size="small">
    {text.t('back')}
  </Button>
);

/** The page's buttons, which printing leaves out. */
const Toolbar = ({ id, text }: { id: string; text: ReportText }) => (
  <Stack direction="row" spacing={1} useFlexGap className="report-no-print" sx={{ my: 2, flexWrap: 'wrap' }}>
    <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
      {text.t('print')}
    </Button>
    <BackToLoan id={id} text={text} />
  </Stack>
);

/** A loan without both audits has no report yet: say which is missing and lead back to its page. */
const Missing = ({ id, missing, text }: { id: string; missing: readonly string[]; text: ReportText }) => (
  <Alert severity="info" sx={{ my: 2 }} action={<BackToLoan id={id} text={text} />}>
    <AlertTitle>{text.t('missing_title')}</AlertTitle>
    {text.t('missing_audits', { missing: text.t(`missing.${missing.length > 1 ? 'both' : missing[0]}`) })}
  </Alert>
);

const Failed = ({ id, message, text }: { id: string; message: string; text: ReportText }) => (
  <Alert severity="error" sx={{ my: 2 }} action={<BackToLoan id={id} text={text} />}>
    {message}
  </Alert>
);

const Document = ({ id, data, audits, text }: { id: string; data: HandOverReportData; audits: ReportAudits; text: ReportText }) => {
  const { initial, final, incidents } = audits;
  const comparison = useMemo(() => compareAudits(initial, final), [initial, final]);
  return (
    <>
      <ReportPrintStyles />
      <Toolbar id={id} text={text} />
      {/* Width 0 and min-width 100%: the page takes the width it is given and never scrolls sideways on a phone. */}
      <Paper className="report-document" variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mb: 2, width: 0, minWidth: '100%', boxSizing: 'border-box', overflowWrap: 'anywhere' }}>
        <ReportHeader data={data} text={text} />
        <ReportSummary initial={initial} final={final} comparison={comparison} text={text} />
        <ReportItems comparison={comparison} text={text} />
        <ReportIncidents incidents={incidents} text={text} />
        <ReportSignatures initial={initial} final={final} requester={data.requester} initialAuditor={data.initialAuditor} finalAuditor={data.finalAuditor} text={text} />
      </Paper>
    </>
  );
};

const Report = ({ id }: { id: string }) => {
  const text = useReportText();
  const data = useHandOverReport(id);
  let body;
  if (data.loanError) body = <Failed id={id} message={text.t('load_error', { error: errorMessage(data.loanError) })} text={text} />;
  else if (data.missing.length) body = <Missing id={id} missing={data.missing} text={text} />;
  else if (data.auditsError) body = <Failed id={id} message={text.t('audits_error', { error: errorMessage(data.auditsError) })} text={text} />;
  else if (data.isPending || !data.audits) body = <CircularProgress size={24} sx={{ m: 2 }} aria-label={text.t('loading')} />;
  else body = <Document id={id} data={data} audits={data.audits} text={text} />;
  return (
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <Title title={`${text.t('title')} · ${text.t('loan', { id })}`} />
      {body}
    </Box>
  );
};

/**
 * /viajes_fleet/viajes/:viaje/reporte (beyond the spec): the hand-over report of a loan
 * with both audits, item by item with what got worse, mileage and fuel used, incidents and
 * signature blocks, printable (window.print with its own print style sheet).
 */
export const HandOverReport = () => {
  const { viaje = '' } = useParams();
  return (
    <ResourceContextProvider value="prestamos">
      <Report id={viaje} />
    </ResourceContextProvider>
  );
};
