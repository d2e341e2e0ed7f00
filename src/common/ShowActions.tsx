import { EditButton, ListButton, TopToolbar } from 'react-admin';
import { DeleteWithInUseButton } from './delete';
import { StatusToggleButton } from './StatusToggleButton';

/**
 * Record page toolbar; Edit, enable/disable and Delete hide themselves for read-only roles.
 * `disableInstead` false: a refused delete (in use, 409) does not offer disabling instead, for
 * records that disabling would not free (a card on a loan).
 */
export const ShowActions = ({ disableInstead = true }: { disableInstead?: boolean }) => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <StatusToggleButton />
    <DeleteWithInUseButton disableInstead={disableInstead} />
  </TopToolbar>
);
