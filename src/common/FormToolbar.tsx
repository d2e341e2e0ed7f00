import { SaveButton, Toolbar } from 'react-admin';
import { DeleteWithInUseButton } from './delete';

/** Save, and on edit pages a confirmed delete (hidden for roles that may not delete). */
export const FormToolbar = ({ deletable = false }: { deletable?: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    {deletable && <DeleteWithInUseButton />}
  </Toolbar>
);
