import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { FleetDataProvider } from '../providers/dataProvider';
import { retryUnlessRefused } from './retryUnlessRefused';

/**
 * One page of a list under the shown record, GET `{resource}/{id}/{sub}/` (a user's points ledger or
 * sign-in log), for a PagePagination: `page` is zero-based, as MUI counts. The last page stays on
 * screen while the next loads. Its key starts with `resource`, so the record's actions reload it
 * (useRefreshResources). `enabled` false asks nothing (no access).
 */
export const useRecordPage = <T>(resource: string, sub: string, perPage: number, enabled = true) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [page, setPage] = useState(0);
  const id = record?.id;
  const query = useQuery({
    queryKey: [resource, sub, String(id), page],
    queryFn: () => dataProvider.getRecordList<T>(resource, id!, sub, { page: page + 1, perPage }),
    enabled: enabled && id !== undefined,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
  return { ...query, page, setPage };
};
