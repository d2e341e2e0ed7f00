import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import ActionDelete from '@mui/icons-material/Delete';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface DeleteDialogProps {
  /** Already translated: the question ("¿Eliminar esta planta?") and its consequence. */
  title: string;
  content: string;
  /** The server's in-use message once a delete was refused; the dialog then offers disabling. */
  inUse?: string;
  /** Offered with an in-use refusal when the records have a status the caller may change. */
  onDisable?: () => void;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The delete confirmation. A refusal because others still use the records stays inside the
 * dialog, with "Disable instead" where it applies, rather than as a passing error toast.
 * MUI buttons: react-admin's shrink to a bare icon on phones, and these need their words.
 */
export const DeleteDialog = ({ title, content, inUse, onDisable, pending, onConfirm, onClose }: DeleteDialogProps) => {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {inUse ? (
          <Alert severity="warning" role="alert">
            {inUse}
          </Alert>
        ) : (
          <DialogContentText>{content}</DialogContentText>
        )}
        {pending && <LinearProgress sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        {/* Focus starts on the way out: Enter twice must not delete what cannot be brought back. */}
        <Button onClick={onClose} disabled={pending} autoFocus={!inUse}>
          {translate(inUse ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {inUse ? (
          onDisable && (
            <Button onClick={onDisable} disabled={pending} variant="contained" startIcon={<ToggleOffIcon />} autoFocus>
              {translate('app.confirm.disable_instead')}
            </Button>
          )
        ) : (
          <Button onClick={onConfirm} disabled={pending} color="error" variant="contained" startIcon={<ActionDelete />}>
            {translate('ra.action.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
