import { useId, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormMessages } from '../form/FormMessages';
import { SubmitButton } from '../form/SubmitButton';

export interface ProofDialogProps {
  title: string;
  /** What to type, above the field. */
  text: string;
  /** The one field: a password or a code. */
  children: ReactNode;
  /** A refusal that is not the field's (a wait, no connection), above the text. */
  error: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  /** The link under the field that changes what proves it (the other kind of code, the password). */
  switchLabel?: string;
  onSwitch?: () => void;
}

/**
 * A dialog that asks one proof (a password or a code) before a change: its form, named by its
 * title; Escape and Cancel close it unless the call is under way.
 */
export const ProofDialog = ({ title, text, children, error, busy, onSubmit, onCancel, submitLabel, submitColor, switchLabel, onSwitch }: ProofDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormMessages error={error} />
          <DialogContentText>{text}</DialogContentText>
          {children}
          {switchLabel && (
            <Link component="button" type="button" variant="body2" onClick={onSwitch}>
              {switchLabel}
            </Link>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <SubmitButton loading={busy} fullWidth={false} color={submitColor}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
