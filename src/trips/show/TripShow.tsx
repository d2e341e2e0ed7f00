import { Box, Grid, Stack, Typography } from '@mui/material';
import { ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordActionButton } from '../../common/actions';
import { ResourceShow } from '../../common/crud/ResourceShow';
import { RecordHistory } from '../../common/history';
import { tripStatusChoices } from '../tripChoices';
import { TripStatusField } from '../TripFields';
import { cancelTrip, completeBoarded } from './tripActions';
import { TripJourney } from './TripJourney';
import { TripMapCard } from './TripMapCard';
import { TripOccupants } from './TripOccupants';
import { TripPoints } from './TripPoints';

/** The state field the trip's calls move (DOMAIN §2), as status words in the history. */
const HISTORY_CHOICES = { status: tripStatusChoices };

/** Back to the trips, then the calls the trip's state and the reader's role allow (none for HR and C4). */
const TripToolbar = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <ListButton />
    <RecordActionButton {...completeBoarded} />
    <RecordActionButton {...cancelTrip} />
  </TopToolbar>
);

/** The page once the trip is known: number and state, then its sections (one column on phones). */
const TripPage = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    // Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px).
    <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.viajes.show.title', { id: record.id })}
        </Typography>
        <TripStatusField />
      </Stack>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <TripMapCard />
            <TripOccupants />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <TripJourney />
            <TripPoints />
            <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};

/**
 * /viajes/:id/show: a trip's record page (SPEC §7 Trips): its route and recorded track on one
 * map with the plant and pickup points, its occupants, its journey, its points and the driver's
 * month; cancel (a Scheduled trip) and complete its boarded occupants (a Finished one), admins only.
 */
export const TripShow = () => (
  <ResourceShow cards actions={<TripToolbar />}>
    <TripPage />
  </ResourceShow>
);
