import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import ActionDelete from '@mui/icons-material/Delete';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useId } from 'react';
import { Button } from 'react-admin';

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
 */
export const DeleteDialog = ({ title, content, inUse, onDisable, pending, onConfirm, onClose }: DeleteDialogProps) => {
  const titleId = useId();
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
        <Button label={inUse ? 'ra.action.close' : 'ra.action.cancel'} onClick={onClose} disabled={pending} />
        {inUse ? (
          onDisable && (
            <Button label="app.confirm.disable_instead" onClick={onDisable} disabled={pending} variant="contained" autoFocus>
              <ToggleOffIcon />
            </Button>
          )
        ) : (
          <Button label="ra.action.delete" onClick={onConfirm} disabled={pending} color="error" variant="contained" autoFocus>
            <ActionDelete />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
