import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { LOAN_TRANSITIONS } from '../../../domain/loans';
import type { FleetDataProvider } from '../../providers/dataProvider';
import type { Incident } from './incidentTypes';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';

/** The incident call's path, read by GET. */
const INCIDENTS = LOAN_TRANSITIONS.incidencias.path;

/**
 * GET prestamos/{id}/incidencias/ (oldest first, as the server answers). The key starts with the
 * resource, so the refresh after a record action (a new incident) reloads it.
 */
export const useLoanIncidents = (id: Identifier | undefined) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['prestamos', INCIDENTS, String(id)],
    queryFn: async () => (await dataProvider.recordAction<Incident[]>('prestamos', id!, INCIDENTS)).data,
    enabled: id !== undefined,
    retry: retryUnlessRefused,
  });
};
