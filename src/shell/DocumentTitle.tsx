import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { SCREEN_LINKS } from '../layout/screenLinks';
import { RESOURCES } from '../resources';
import { useDocumentTitle } from './documentTitle';

/** Where react-admin draws each screen's title (its <Title>, or a list's, form's or record's own). */
const TITLE_PORTAL_ID = 'react-admin-title';

/** The text of the app bar's title, followed as screens draw and change it. */
const usePageTitle = () => {
  const [title, setTitle] = useState('');
  useEffect(() => {
    const portal = document.getElementById(TITLE_PORTAL_ID);
    if (!portal) return;
    const read = () => setTitle(portal.textContent ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return title;
};

/** The menu's sections by path: each resource's list and the screens of their own routes. */
const SECTIONS: readonly { path: string; resource?: string; label?: string }[] = [
  ...RESOURCES.filter(([, definition]) => definition.list).map(([name]) => ({ path: `/${name}`, resource: name })),
  ...SCREEN_LINKS.map(({ path, label }) => ({ path, label })),
];

/** The section a path belongs to: the longest section path it is or lies under (/usuarios/plataforma over /usuarios). */
const sectionOf = (pathname: string) =>
  SECTIONS.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`)).sort((a, b) => b.path.length - a.path.length)[0];

/**
 * Names the browser tab after every admin screen, one mechanism for all: the screen's own title
 * (what the app bar shows: the record, the form, the list) and the menu section it belongs to,
 * then the app ("ADY-793-H · Vehículos · Flotilla", "Vehículos · Flotilla"), in the current language.
 */
export const DocumentTitle = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const page = usePageTitle();
  const section = sectionOf(useLocation().pathname);
  const sectionLabel = section?.resource ? getResourceLabel(section.resource, 2) : section?.label && translate(section.label);
  useDocumentTitle(page, sectionLabel);
  return null;
};
