import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams, RaRecord } from 'react-admin';

/**
 * The answer `useGetList(resource, params)` keeps in the query cache, if it has come: read from
 * its react-query key, `[resource, 'getList', {pagination, sort, filter, meta}]`.
 */
export const getListAnswer = (queryClient: QueryClient, resource: string, { pagination, sort, filter, meta }: Omit<GetListParams, 'signal'>) =>
  queryClient.getQueryData<{ data: RaRecord[] }>([resource, 'getList', { pagination, sort, filter, meta }]);
