import { TopToolbar, useNotify, useRedirect } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { RecordActionButton } from '../common/actions';
import { ResourceEdit } from '../common';
import { removePermissions } from '../users/removePermissions';
import { userPath } from '../users/userPaths';
import { PlatformUserInputs } from './PlatformUserInputs';

/** Above the form, as on the user's record page: take the account's back-office groups away (admins, never on one's own). */
const PlatformUserActions = () => (
  <TopToolbar>
    <RecordActionButton {...removePermissions} />
  </TopToolbar>
);

/**
 * When the record cannot be read. A 404 means the account is not (or no longer) back-office
 * staff: its permissions were just removed, here or by another admin, so its user record page
 * shows it as it now is. Anything else fails as react-admin's edit pages do.
 */
const useOnLoadError = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (error: unknown) => {
    if ((error as { status?: number } | null)?.status === 404 && id) return navigate(userPath(id), { replace: true });
    notify('ra.notification.item_doesnt_exist', { type: 'error' });
    redirect('list', 'usuarios/plataforma');
  };
};

/** A back-office account's fields and groups, and removing its permissions; saving returns to its user record page. */
export const PlatformUserEdit = () => {
  const onError = useOnLoadError();
  return (
    <ResourceEdit redirect={(_resource, id) => userPath(id!)} actions={<PlatformUserActions />} queryOptions={{ onError }}>
      <PlatformUserInputs />
    </ResourceEdit>
  );
};
