import { EditButton, ListButton, TopToolbar } from 'react-admin';
import { DeleteWithInUseButton } from './delete';
import { StatusToggleButton } from './StatusToggleButton';

/** Record page toolbar; Edit, enable/disable and Delete hide themselves for read-only roles. */
export const ShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <StatusToggleButton />
    <DeleteWithInUseButton />
  </TopToolbar>
);
