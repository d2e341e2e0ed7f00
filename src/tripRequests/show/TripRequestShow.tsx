import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { RecordContextProvider, ResourceContextProvider, Title, TopToolbar, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { RecordActionButton } from '../../common/actions';
import { BackToListButton } from '../../common/BackToListButton';
import { errorMessage } from '../../common/errorMessage';
import { RecordHistory } from '../../common/history';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';
import { SectionCard } from '../../common/sections';
import { LazyMapView } from '../../maps';
import { requestMarkers } from '../requestMarkers';
import { tripRequestStatusChoices } from '../tripRequestChoices';
import { TRIP_REQUEST_LIST_PATH } from '../tripRequestPaths';
import { TripRequestStatusField } from '../TripRequestFields';
import { acceptTripRequest, cancelTripRequest, refuseTripRequest } from './tripRequestActions';
import { MatchedTrip, TripRequestDetails } from './TripRequestDetails';

const W = 'resources.solicitudes_viaje.show';

/** The state field the request's calls move (DOMAIN §2), as status words in the history. */
const HISTORY_CHOICES = { status: tripRequestStatusChoices };

/** Back to the requests as this tab last showed them. */
const BackToList = () => <BackToListButton to={TRIP_REQUEST_LIST_PATH} label={`${W}.back`} />;

/** The pickup and dropoff points on a map. */
const RequestMap = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const markers = useMemo(() => requestMarkers(record, translate), [record, translate]);
  return (
    <SectionCard title={`${W}.sections.map`}>
      <LazyMapView height={300} label={translate('resources.solicitudes_viaje.map.record_label', { id: record.id })} markers={markers} />
    </SectionCard>
  );
};

/** The page once the request is known: number and state, the decisions its state allows (admins), then its sections. */
const TripRequestRecord = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const title = translate(`${W}.title`, { id: record.id });
  return (
    <RecordContextProvider value={record}>
      <Title title={title} />
      {/* Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px). */}
      <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <TripRequestStatusField />
        </Stack>
        <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <BackToList />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RecordActionButton {...acceptTripRequest} />
            <RecordActionButton {...refuseTripRequest} />
            <RecordActionButton {...cancelTripRequest} />
          </Stack>
        </TopToolbar>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <TripRequestDetails />
              <RequestMap record={record} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <MatchedTrip />
              <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
            </Stack>
          </Grid>
        </Grid>
      </Box>
    </RecordContextProvider>
  );
};

/** Reads the request (GET solicitudes_viaje/{id}/); a missing or unreadable one says which, with a way back and a retry. */
const TripRequestPage = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne('solicitudes_viaje', { id }, { retry: retryUnlessRefused });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data) {
    const notFound = (error as { status?: number } | null)?.status === 404;
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Title title={translate(`${W}.missing_title`)} />
        <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? translate(`${W}.not_found`, { id }) : translate(`${W}.failed`, { id, error: errorMessage(error) })}</Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!notFound && (
            <Button variant="contained" onClick={() => void refetch()}>
              {translate(`${W}.retry`)}
            </Button>
          )}
          <BackToList />
        </Stack>
      </Stack>
    );
  }
  return <TripRequestRecord record={data} />;
};

/**
 * /viajes/solicitudes/:id, a trip request's record page: its details, its pickup and dropoff on a
 * map, the trip it was matched to, its history, and accept (onto a candidate trip), refuse (with
 * a reason) and cancel where its state allows, for admins. Under the trips' route, so it provides
 * its resource itself.
 */
export const TripRequestShow = () => {
  const { id = '' } = useParams();
  return (
    <ResourceContextProvider value="solicitudes_viaje">
      <TripRequestPage key={id} id={id} />
    </ResourceContextProvider>
  );
};
