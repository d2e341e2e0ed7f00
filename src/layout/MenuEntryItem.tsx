import ViewListIcon from '@mui/icons-material/ViewList';
import { createElement } from 'react';
import { Menu as RaMenu, MenuItemLinkClasses, useTranslate } from 'react-admin';
import type { ShownEntry } from './menuEntries';

// react-admin darkens every entry whose path starts the address (/viajes on /viajes/conductores): only the current one stands out.
const ONLY_CURRENT = { [`&.${MenuItemLinkClasses.active}:not(.Mui-selected)`]: { color: 'text.secondary' } };

/**
 * One entry: react-admin's menu link (it closes the drawer on a phone and shows its name as a
 * tooltip when the menu is folded to icons), marked as the current page when it is.
 */
export const MenuEntryItem = ({ entry, current }: { entry: ShownEntry; current: boolean }) => {
  const translate = useTranslate();
  return (
    <RaMenu.Item
      to={entry.path}
      state={{ _scrollToTop: true }}
      primaryText={translate(entry.label, entry.plural ? { smart_count: 2 } : undefined)}
      leftIcon={createElement(entry.icon ?? ViewListIcon)}
      selected={current}
      aria-current={current ? 'page' : undefined}
      sx={ONLY_CURRENT}
    />
  );
};
