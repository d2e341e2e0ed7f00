import type { ComponentType } from 'react';
import type { ResourceDefinition } from 'react-admin';
import { canAccess } from '../../domain/access';
import { MENU_SECTIONS, type MenuEntry, type MenuSection, type MenuSectionId } from './menuSections';

/** An entry as the menu draws it. */
export interface ShownEntry {
  path: string;
  /** i18n key of its name; a resource's list is named in the plural, as react-admin names it. */
  label: string;
  plural: boolean;
  icon?: ComponentType;
}

export interface ShownSection {
  id: MenuSectionId;
  entries: ShownEntry[];
}

const shown = (entry: MenuEntry, groups: readonly string[], definitions: Record<string, ResourceDefinition>): ShownEntry[] => {
  if (!canAccess(groups, entry.resource, 'list')) return [];
  if ('path' in entry) return [{ path: entry.path, label: entry.label, plural: false, icon: entry.icon }];
  // A resource the admin does not register (or registers without a list) has nothing to open.
  const definition = definitions[entry.resource];
  return definition?.hasList ? [{ path: `/${entry.resource}`, label: `resources.${entry.resource}.name`, plural: true, icon: definition.icon }] : [];
};

/** The sections as a group sees them: only the entries it may list (DOMAIN §1), and no section left empty. */
export const shownSections = (
  groups: readonly string[],
  definitions: Record<string, ResourceDefinition>,
  sections: readonly MenuSection[] = MENU_SECTIONS,
): ShownSection[] =>
  sections
    .map((section) => ({ id: section.id, entries: section.entries.flatMap((entry) => shown(entry, groups, definitions)) }))
    .filter((section) => section.entries.length > 0);

/**
 * The entry the current address belongs to: the longest entry path it is or lies under, so that
 * /viajes/solicitudes/5 is the trip requests' and /usuarios/plataforma the platform users', not
 * the trips' or the users' (react-admin's own match would light both).
 */
export const currentEntryPath = (paths: readonly string[], pathname: string): string | undefined =>
  paths.filter((path) => pathname === path || pathname.startsWith(`${path}/`)).sort((a, b) => b.length - a.length)[0];
