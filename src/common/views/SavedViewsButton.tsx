import { useId, useState, type MouseEvent } from 'react';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import { useLocation } from 'react-router-dom';
import { Button, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../errorMessage';
import { ManageViewsDialog } from './ManageViewsDialog';
import { useListView } from './useListView';
import { useSavedViews } from './useSavedViews';
import { ViewNameDialog } from './ViewNameDialog';
import { listPathOf, type SavedView } from './viewParams';

type Open = 'menu' | 'save' | 'manage' | null;

/**
 * The list toolbar's "Views" menu: the person's saved views of this list (opening one applies its
 * filters, sort, rows per page and columns), saving the current view under a name, and a dialog
 * to rename or delete them. Views are stored by the server (vistas/), so they follow the person
 * to any browser. On a phone the button shows its icon only, as the toolbar's others do.
 */
export const SavedViewsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const menuId = useId();
  const listPath = listPathOf(useLocation().pathname);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [asked, setAsked] = useState(false);
  const { data: views = [], isPending, error, save, rename, remove } = useSavedViews(listPath, asked);
  const { current, apply } = useListView();

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setAsked(true);
    setOpen('menu');
  };
  const close = () => setOpen(null);
  // The menu gives the focus back to its button; a dialog opened from it would leave it on the page's body.
  const closeDialog = () => {
    setOpen(null);
    anchor?.focus();
  };
  const openView = (view: SavedView) => {
    close();
    apply(view.params);
    notify('app.views.opened', { type: 'info', messageArgs: { name: view.name } });
  };

  return (
    <>
      <Button
        label="app.views.button"
        onClick={openMenu}
        aria-haspopup="menu"
        aria-controls={open === 'menu' ? menuId : undefined}
        aria-expanded={open === 'menu'}
      >
        <BookmarksIcon />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open === 'menu'}
        onClose={close}
        slotProps={{ list: { 'aria-label': translate('app.views.menu_label') }, paper: { sx: { maxWidth: 'min(360px, calc(100vw - 32px))' } } }}
      >
        {/* First, so that the focus starts on it while the views load (MUI focuses the first item on opening). */}
        <MenuItem onClick={() => setOpen('save')}>
          <ListItemIcon>
            <BookmarkAddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.views.save')}</ListItemText>
        </MenuItem>
        <Divider />
        {isPending && asked && <MenuItem disabled>{translate('app.views.loading')}</MenuItem>}
        {error && <MenuItem disabled>{translate('app.views.load_error', { error: errorMessage(error) })}</MenuItem>}
        {!isPending && !error && views.length === 0 && <MenuItem disabled>{translate('app.views.none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.id} onClick={() => openView(view)} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {view.name}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => setOpen('manage')} disabled={views.length === 0}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.views.manage')}</ListItemText>
        </MenuItem>
      </Menu>
      {open === 'save' && (
        <ViewNameDialog
          title="app.views.save_title"
          content="app.views.save_content"
          onSubmit={async (name) => {
            await save(name, current());
            notify('app.views.saved', { type: 'success', messageArgs: { name } });
          }}
          onClose={closeDialog}
        />
      )}
      {open === 'manage' && <ManageViewsDialog views={views} rename={rename} remove={remove} onClose={closeDialog} />}
    </>
  );
};
