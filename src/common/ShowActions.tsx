import { DeleteButton, EditButton, ListButton, TopToolbar } from 'react-admin';
import { StatusToggleButton } from './StatusToggleButton';
import { useFailureNotify } from './useFailureNotify';

/** Record page toolbar; Edit, enable/disable and Delete hide themselves for read-only roles. */
export const ShowActions = () => {
  const onDeleteError = useFailureNotify('delete_error');
  return (
    <TopToolbar>
      <ListButton />
      <EditButton />
      <StatusToggleButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError: onDeleteError }} />
    </TopToolbar>
  );
};
