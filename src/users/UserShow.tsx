import { Card, CardContent, CardHeader, Grid, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ResourceShow } from '../common';
import { RecordHistory } from '../common/history';
import { LicencePanel } from './licence/LicencePanel';
import { PointsPanel } from './points/PointsPanel';
import { AuthLogPanel } from './security/AuthLogPanel';
import { SecurityPanel } from './security/SecurityPanel';
import { UserDetails } from './UserDetails';
import { UserShowActions } from './UserShowActions';
import { UserSummary } from './UserSummary';
import { licenceStatusChoices } from './userChoices';

const DetailsCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="details-title">
      <CardHeader title={translate('resources.usuarios.sections.details')} slotProps={{ title: { id: 'details-title', variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <UserDetails />
      </CardContent>
    </Card>
  );
};

/** The state fields the user's transitions move (licence decisions, uploads, expiry). */
const HISTORY_CHOICES = { licencia_status: licenceStatusChoices };

/**
 * The cards, drawn with the record: the summary waits for it, and drawn after the others it
 * pushed them 300 px down on a phone, where they stack under it.
 */
const UserCards = () => {
  if (!useRecordContext()) return null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <UserSummary />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <DetailsCard />
          <LicencePanel />
          <PointsPanel />
          <SecurityPanel />
          <AuthLogPanel />
          <RecordHistory choices={HISTORY_CHOICES} />
        </Stack>
      </Grid>
    </Grid>
  );
};

/**
 * The user record page, /usuarios/:usuario (SPEC §2): photo and summary, details, licence,
 * points, the account's security and sign-in log (administrators only) and the record's
 * history. Loading shows in the layout's top bar, amber, turning dark red when a call fails.
 */
export const UserShow = () => (
  <ResourceShow actions={<UserShowActions />} cards>
    <UserCards />
  </ResourceShow>
);
