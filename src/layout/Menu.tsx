import { useLocation } from 'react-router-dom';
import { Menu as RaMenu, useResourceDefinitions } from 'react-admin';
import { useDrawnLater } from '../common/useDrawnLater';
import { getSession } from '../providers/session';
import { currentEntryPath, shownSections } from './menuEntries';
import { MenuSectionGroup } from './MenuSectionGroup';

/**
 * react-admin's menu: home, then the named sections of menuSections.ts with the entries the
 * group may open (the resource lists and the SPEC §2 screens of their own), the current one marked.
 */
export const Menu = () => {
  // Drawn just after the page's first drawing, in a sidebar of fixed width.
  const drawn = useDrawnLater();
  const definitions = useResourceDefinitions();
  const { pathname } = useLocation();
  const sections = shownSections(getSession()?.roles ?? [], definitions);
  const current = currentEntryPath(
    sections.flatMap((section) => section.entries.map((entry) => entry.path)),
    pathname,
  );
  const home = pathname === '/';
  return (
    <RaMenu>
      <RaMenu.DashboardItem selected={home} aria-current={home ? 'page' : undefined} />
      {drawn && sections.map((section) => (
        <MenuSectionGroup key={section.id} section={section} current={current} />
      ))}
    </RaMenu>
  );
};
