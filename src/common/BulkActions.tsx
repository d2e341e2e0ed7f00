import { BulkDeleteButton } from 'react-admin';
import { BulkStatusButton } from './BulkStatusButton';
import { useFailureNotify } from './useFailureNotify';

/** Enable, disable and delete for the selected rows; each hides itself for roles that may not. */
export const BulkActions = () => {
  const onDeleteError = useFailureNotify('delete_error');
  return (
    <>
      <BulkStatusButton enable />
      <BulkStatusButton enable={false} />
      <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError: onDeleteError }} />
    </>
  );
};
