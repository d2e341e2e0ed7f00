import type { ReactNode } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { BulkActions } from './BulkActions';

/**
 * The list's bulk action buttons, or false for roles that may neither delete nor change the
 * status, so read-only roles get no row checkboxes at all. `own` replaces the default buttons.
 */
export const useBulkActionButtons = (own?: ReactNode) => {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canChangeStatus } = useCanAccess({ resource, action: 'status' });
  return canDelete || canChangeStatus ? (own ?? <BulkActions />) : false;
};
