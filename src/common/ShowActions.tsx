import { DeleteButton, EditButton, ListButton, TopToolbar } from 'react-admin';
import { useFailureNotify } from './useFailureNotify';

/** Record page toolbar; Edit and Delete hide themselves for read-only roles. */
export const ShowActions = () => {
  const onDeleteError = useFailureNotify('delete_error');
  return (
    <TopToolbar>
      <ListButton />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError: onDeleteError }} />
    </TopToolbar>
  );
};
