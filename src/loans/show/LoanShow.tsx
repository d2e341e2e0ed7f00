import { Box, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { RecordContextProvider, ResourceContextProvider, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { ChoiceChipField } from '../../common/ChoiceChipField';
import { RecordHistory } from '../../common/history';
import { loanStatusChoices } from '../loanChoices';
import { LoanAudits } from './LoanAudits';
import { LoanCards } from './LoanCards';
import { LoanIncidents } from './LoanIncidents';
import { LoanMissing } from './LoanMissing';
import { LoanReasons } from './LoanReasons';
import { LoanRequest } from './LoanRequest';
import { LoanToolbar } from './LoanToolbar';
import { LoanVehicle } from './LoanVehicle';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';

/** The state field the loan's transitions move (DOMAIN §2), as status words in the history. */
const HISTORY_CHOICES = { status: loanStatusChoices };

/** The page once the loan is known: number and status, toolbar, then the sections (one column on phones). */
const LoanRecord = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const title = translate('resources.prestamos.show.title', { id: record.id });
  return (
    <RecordContextProvider value={record}>
      <Title title={title} />
      {/* Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px). */}
      <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <ChoiceChipField source="status" choices={loanStatusChoices} />
        </Stack>
        <LoanToolbar />
        <Stack spacing={2} sx={{ mb: 2 }}>
          <LoanReasons />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <LoanRequest />
                <LoanAudits />
                <LoanIncidents />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2}>
                <LoanVehicle />
                <LoanCards />
                <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
              </Stack>
            </Grid>
          </Grid>
        </Stack>
      </Box>
    </RecordContextProvider>
  );
};

/** Reads the loan (GET prestamos/{id}/) while the layout's top bar runs; a missing or unreadable loan says which. */
const LoanPage = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne('prestamos', { id }, { retry: retryUnlessRefused });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <LoanMissing id={id} error={error} onRetry={() => void refetch()} />;
  return <LoanRecord record={data} />;
};

/**
 * /viajes_fleet/viajes/:viaje, the loan's record page (SPEC §2). Not under a <Resource>, so it
 * provides the resource itself; LoanActions and RecordHistory read the loan from the record context.
 */
export const LoanShow = () => {
  const { viaje = '' } = useParams();
  return (
    <ResourceContextProvider value="prestamos">
      <LoanPage key={viaje} id={viaje} />
    </ResourceContextProvider>
  );
};
