import { Alert, CircularProgress, List, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { LoanIncident } from './LoanIncident';
import { SectionCard } from '../../common/sections';
import { useLoanIncidents } from './useLoanIncidents';

/** "Incidencias": what went wrong during the loan (DOMAIN §5 Incidents), oldest first, or an empty state. */
export const LoanIncidents = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: incidents, isPending, error } = useLoanIncidents(record?.id);

  const body = () => {
    if (error) return <Alert severity="error">{translate('resources.prestamos.show.incidents.error', { error: errorMessage(error) })}</Alert>;
    if (isPending) return <CircularProgress size={24} aria-label={translate('resources.prestamos.show.incidents.loading')} />;
    if (!incidents?.length) {
      return (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.prestamos.show.incidents.empty')}
        </Typography>
      );
    }
    return (
      <List disablePadding>
        {incidents.map((incident) => (
          <LoanIncident key={incident.id} loan={record!.id} incident={incident} />
        ))}
      </List>
    );
  };

  return <SectionCard title="resources.prestamos.show.sections.incidents">{body()}</SectionCard>;
};
