import { Box, Grid, Stack, Typography } from '@mui/material';
import { ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordActionButton } from '../../common/actions';
import { ResourceShow } from '../../common/crud/ResourceShow';
import { RecordHistory } from '../../common/history';
import { alertStatusChoices } from '../alertChoices';
import { AlertStatusField } from '../AlertFields';
import { attendAlert } from './alertActions';
import { AlertAttended } from './AlertAttended';
import { AlertIssuer } from './AlertIssuer';
import { AlertMapCard } from './AlertMapCard';

/** The state field attending moves (DOMAIN §5), as status words in the history. */
const HISTORY_CHOICES = { status: alertStatusChoices };

/** Back to the alerts, then Atender where the alert is active and the reader may attend (admin and C4). */
const AlertToolbar = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <ListButton />
    <RecordActionButton {...attendAlert} />
  </TopToolbar>
);

/** The page once the alert is known: number and state, then the map beside the issuer (one column on phones). */
const AlertPage = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    // Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px).
    <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.alertas.show.title', { id: record.id })}
        </Typography>
        <AlertStatusField />
      </Stack>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <AlertMapCard />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <AlertIssuer />
            <AlertAttended />
            <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};

/**
 * /alertas/:id/show: a panic alert's page (DOMAIN §5): where it was raised on a map (with the
 * trip's route and track when raised on one), who raised it and how long ago, and Atender with a
 * required comment for an active alert (admin and C4); once attended, who, when and the comment.
 */
export const AlertShow = () => (
  <ResourceShow cards actions={<AlertToolbar />}>
    <AlertPage />
  </ResourceShow>
);
