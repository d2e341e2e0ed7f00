import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { useFailureNotify } from './useFailureNotify';

/** Save, and on edit pages a confirmed delete (hidden for roles that may not delete). */
export const FormToolbar = ({ deletable = false }: { deletable?: boolean }) => {
  const onDeleteError = useFailureNotify('delete_error');
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError: onDeleteError }} />}
    </Toolbar>
  );
};
