import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After a record call (licence, points, permissions): reload the user, the users list and the
 * points ledger, but not the downloaded files, which reload by themselves when the record's
 * updated_at changes (useRecordFile's version).
 */
export const useRefreshUser = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (resource = 'usuarios') => {
      for (const kind of ['getOne', 'getList', 'getMany', 'ledger']) {
        void queryClient.invalidateQueries({ queryKey: [resource, kind] });
      }
    },
    [queryClient],
  );
};
