import { Menu as RaMenu, useTranslate } from 'react-admin';
import { createElement } from 'react';
import { canAccess } from '../../domain/access';
import { SCREEN_LINKS } from './screenLinks';
import { getSession } from '../providers/session';

/** react-admin's menu (home and every resource list) plus the screens that live on SPEC §2 routes of their own (trip requests, loans). */
export const Menu = () => {
  const translate = useTranslate();
  const groups = getSession()?.roles ?? [];
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      {SCREEN_LINKS.filter((screen) => canAccess(groups, screen.resource, 'list')).map((screen) => (
        <RaMenu.Item key={screen.path} to={screen.path} primaryText={translate(screen.label)} leftIcon={createElement(screen.icon)} />
      ))}
    </RaMenu>
  );
};
