import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After a record call: reload every query of these resources (the record, its lists, the
 * lists under it such as the points ledger) except the downloaded files, which reload by
 * themselves when the record's updated_at changes (useRecordFile's version). Settles once the
 * shown ones have reloaded.
 */
export const useRefreshResources = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (resources: readonly string[]) => {
      const wanted = new Set(resources);
      return queryClient.invalidateQueries({
        predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && wanted.has(queryKey[0]) && queryKey[1] !== 'file',
      });
    },
    [queryClient],
  );
};
