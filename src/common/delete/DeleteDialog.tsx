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
  /** With `inUse`, which of the selected records are the ones in use ("Lo impiden: …"). */
  blocking?: string;
  /** With `inUse`, takes the records in use out of the selection (offered when others remain). */
  onDeselect?: { count: number; run: () => void };
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
export const DeleteDialog = ({ title, content, inUse, blocking, onDeselect, onDisable, pending, onConfirm, onClose }: DeleteDialogProps) => {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {inUse ? (
          <Alert severity="warning" role="alert">
            {inUse}
            {blocking && <>{' '}{blocking}</>}
          </Alert>
        ) : (
          <DialogContentText>{content}</DialogContentText>
        )}
        {pending && <LinearProgress aria-label={translate('ra.action.delete')} sx={{ mt: 2 }} />}
      </DialogContent>
      {/* Three buttons after a refusal: on a phone they wrap rather than run off the side. */}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {/* Focus starts on the way out: Enter twice must not delete what cannot be brought back. */}
        <Button onClick={onClose} disabled={pending} autoFocus={!inUse}>
          {translate(inUse ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {inUse && onDeselect && (
          <Button onClick={onDeselect.run} disabled={pending}>
            {translate('app.bulk.deselect_blocking', { smart_count: onDeselect.count })}
          </Button>
        )}
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
