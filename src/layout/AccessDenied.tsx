import { Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import { useLocation } from 'react-router-dom';
import { useGetResourceLabel, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import { rolesOf } from '../../domain/roles';
import { getSession } from '../providers/session';
import { StatusPage, type StatusPageLink } from './StatusPage';

/** Where react-admin sends a refusal it decides itself (ra-core's useRequireAccess). */
const ACCESS_DENIED_PATH = '/access-denied';

/**
 * A screen the person's group may not use (DOMAIN §1), drawn in place of it (src/shell/
 * RequireAccess.tsx) or at react-admin's /access-denied: what happened, for which role, and a way
 * back to a screen the person may use: the resource's list when the group may read it, and home.
 */
export const AccessDenied = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const resource = useResourceContext();
  const { hasList } = useResourceDefinition({ resource });
  const { pathname } = useLocation();
  const groups = getSession()?.roles ?? [];
  const role = translate(`app.roles.${rolesOf(groups)[0] ?? 'none'}`);
  const home: StatusPageLink = { to: '/', label: translate('app.access_denied.back_home'), icon: <HomeIcon /> };
  const list = resource && hasList && `/${resource}` !== pathname && canAccess(groups, resource, 'list') ? `/${resource}` : undefined;
  const links = list ? [{ to: list, label: translate('app.access_denied.back_to', { name: getResourceLabel(resource!, 2) }) }, home] : [home];
  const here = pathname !== ACCESS_DENIED_PATH;
  return (
    <StatusPage mark={<LockIcon />} title={translate('app.access_denied.title')} links={links}>
      <Typography variant="body1" gutterBottom>
        {here ? translate('app.access_denied.message', { role, path: pathname }) : translate('app.access_denied.message_elsewhere', { role })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.access_denied.ask')}
      </Typography>
    </StatusPage>
  );
};
