import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { MenuItemLink, useUserMenu, type MenuItemLinkProps } from 'react-admin';
import { ACCOUNT_PATH } from './accountPath';

/**
 * The user menu's "Mi cuenta", above react-admin's sign-out; closes the menu as it goes. Built of
 * what the first screen already loads (react-admin's menu link, the user menu's own icon), which
 * keeps that screen within its script budget. The menu's props (focus, its ref) pass on.
 */
export const AccountMenuItem = (props: Partial<MenuItemLinkProps>) => {
  const userMenu = useUserMenu();
  return <MenuItemLink {...props} to={ACCOUNT_PATH} primaryText="app.account.title" leftIcon={<AccountCircleIcon fontSize="small" />} onClick={userMenu?.onClose} />;
};
