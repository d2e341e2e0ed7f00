import { EditButton, TopToolbar } from 'react-admin';
import { BackToListButton } from './BackToListButton';
import { DeleteWithInUseButton } from './delete';
import { StatusToggleButton } from './StatusToggleButton';

/**
 * Record page toolbar; Edit, enable/disable and Delete hide themselves for read-only roles.
 * `disableInstead` false: a refused delete (in use, 409) does not offer disabling instead, for
 * records that disabling would not free (a card on a loan).
 */
export const ShowActions = ({ disableInstead = true }: { disableInstead?: boolean }) => (
  <TopToolbar>
    <BackToListButton />
    <EditButton />
    <StatusToggleButton />
    <DeleteWithInUseButton disableInstead={disableInstead} />
  </TopToolbar>
);
