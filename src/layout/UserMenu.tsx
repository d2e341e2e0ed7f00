import { useMediaQuery, type Theme } from '@mui/material';
import { Logout, UserMenu as RaUserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { AccountMenuItem } from '../account/AccountMenuItem';

/**
 * react-admin's user menu, whose button on a wide screen shows the person's name but is named
 * "Perfil" alone: a name must hold the text shown (WCAG 2.5.3), so there it is "Perfil de <name>".
 * On a phone the button is an icon and keeps react-admin's "Perfil". It holds "Mi cuenta" above
 * react-admin's sign-out.
 */
export const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin's own test for showing the name.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const named = wide && identity?.fullName ? translate('app.user_menu.named', { name: identity.fullName }) : undefined;
  return (
    <RaUserMenu label={named}>
      <AccountMenuItem />
      <Logout />
    </RaUserMenu>
  );
};
