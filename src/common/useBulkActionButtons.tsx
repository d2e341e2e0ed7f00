import { useCanAccess, useResourceContext } from 'react-admin';
import { BulkActions } from './BulkActions';

/**
 * The list's bulk action buttons, or false for roles that may neither delete nor change the
 * status, so read-only roles get no row checkboxes at all.
 */
export const useBulkActionButtons = () => {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canChangeStatus } = useCanAccess({ resource, action: 'status' });
  return canDelete || canChangeStatus ? <BulkActions /> : false;
};
