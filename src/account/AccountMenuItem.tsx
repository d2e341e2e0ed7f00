import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Link } from 'react-router-dom';
import { useTranslate, useUserMenu } from 'react-admin';
import { ACCOUNT_PATH } from './accountPath';

/** The user menu's "Mi cuenta", above react-admin's sign-out; closes the menu as it goes. */
export const AccountMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={ACCOUNT_PATH} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.menu')}</ListItemText>
    </MenuItem>
  );
});
AccountMenuItem.displayName = 'AccountMenuItem';
