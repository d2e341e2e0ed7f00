import { ListItem, Stack, Typography } from '@mui/material';
import { FunctionField, RecordContextProvider, ReferenceField, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { fullName } from '../../users/userName';
import { IncidentPhotos } from './IncidentPhotos';
import type { Incident } from './incidentTypes';

/** One incident: when, who reported it, what happened and its photos. */
export const LoanIncident = ({ loan, incident }: { loan: Identifier; incident: Incident }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = formatDate(incident.created_at, locale);
  return (
    <ListItem divider disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          <time dateTime={incident.created_at}>{translate('resources.prestamos.show.incidents.title', { date })}</time>
        </Typography>
        <RecordContextProvider value={incident}>
          <Typography variant="body2" color="text.secondary" component="div">
            {incident.created_by === null ? (
              translate('resources.prestamos.show.incidents.by', { name: translate('app.history.deleted_user') })
            ) : (
              <ReferenceField source="created_by" reference="usuarios" link={false} emptyText="—">
                <FunctionField render={(user) => translate('resources.prestamos.show.incidents.by', { name: fullName(user) || String(user.id) })} />
              </ReferenceField>
            )}
          </Typography>
        </RecordContextProvider>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {incident.descripcion || translate('resources.prestamos.show.incidents.no_description')}
        </Typography>
        <IncidentPhotos loan={loan} incident={incident} />
      </Stack>
    </ListItem>
  );
};
