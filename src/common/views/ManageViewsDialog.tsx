import { useId, useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useTranslate } from 'react-admin';
import { ActionButton } from '../actions/ActionButton';
import { DeleteDialog } from '../delete/DeleteDialog';
import { errorMessage } from '../errorMessage';
import { ViewNameDialog } from './ViewNameDialog';
import type { SavedView } from './viewParams';

export interface ManageViewsDialogProps {
  views: SavedView[];
  rename: (view: SavedView, name: string) => Promise<unknown>;
  remove: (view: SavedView) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The person's views of this list, each with rename and delete (which asks first). Buttons in a
 * dialog's list rather than inside the menu's items: a control within a menu item is one no
 * screen reader can reach.
 */
export const ManageViewsDialog = ({ views, rename, remove, onClose }: ManageViewsDialogProps) => {
  const titleId = useId();
  const translate = useTranslate();
  const notify = useNotify();
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [pending, setPending] = useState(false);

  const confirmDelete = async (view: SavedView) => {
    setPending(true);
    try {
      await remove(view);
      notify('app.views.deleted', { type: 'success', messageArgs: { name: view.name } });
      setDeleting(null);
    } catch (error) {
      const message = errorMessage(error);
      notify('app.views.delete_error', { type: 'error', messageArgs: { name: view.name, error: message, _: message } });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.views.manage_title')}</DialogTitle>
        <DialogContent>
          {views.length === 0 ? (
            <Typography>{translate('app.views.none')}</Typography>
          ) : (
            <List dense aria-labelledby={titleId}>
              {views.map((view) => (
                <ListItem
                  key={view.id}
                  disableGutters
                  secondaryAction={
                    <>
                      <IconButton aria-label={translate('app.views.rename_named', { name: view.name })} onClick={() => setRenaming(view)}>
                        <EditIcon />
                      </IconButton>
                      <IconButton aria-label={translate('app.views.delete_named', { name: view.name })} onClick={() => setDeleting(view)} edge="end">
                        <DeleteIcon />
                      </IconButton>
                    </>
                  }
                >
                  {/* Long names wrap rather than run under the buttons. */}
                  <ListItemText primary={view.name} sx={{ pr: 10, overflowWrap: 'anywhere' }} />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <ActionButton label="ra.action.close" onClick={onClose} />
        </DialogActions>
      </Dialog>
      {renaming && (
        <ViewNameDialog
          title="app.views.rename_title"
          name={renaming.name}
          onSubmit={async (name) => {
            await rename(renaming, name);
            notify('app.views.renamed', { type: 'success', messageArgs: { name } });
          }}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={translate('app.views.delete_title', { name: deleting.name })}
          content={translate('app.confirm.delete_content')}
          pending={pending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
};
