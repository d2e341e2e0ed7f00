import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { loadAuditPreload, type AuditPreload } from './auditCatalogue';

/**
 * The preloaded audit page. While pending, react-admin's loading state runs the top progress
 * bar; the query never fails (loadAuditPreload swallows failures), so the bar finishes and the
 * page opens either way. Not refetched on focus: the form built from it holds what was typed.
 */
export const useAuditPreload = (id: Identifier, enabled: boolean) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery<AuditPreload>({
    queryKey: ['prestamos', 'auditPreload', String(id)],
    queryFn: () => loadAuditPreload(dataProvider, id),
    enabled,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
};
