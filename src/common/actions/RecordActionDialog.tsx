import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Button, Form, SaveButton, TextInput, type Validator } from 'react-admin';
import { FormProgress } from '../FormProgress';
import { maxChars, notEmpty } from '../validators';
import type { ReasonField } from './types';
import { REASON_MAX_LENGTH } from '../../../domain/fields';


/** Spaces alone are no reason: the server trims them away. */
const notBlank: Validator = (value) => (typeof value === 'string' && value.length > 0 && value.trim() === '' ? 'app.validation.required' : undefined);

/** The server trims the reason before measuring it. */
const trimmedAtMost = (count: number): Validator => {
  const check = maxChars(count);
  return (value, values, props) => check(typeof value === 'string' ? value.trim() : value, values, props);
};

const reasonValidators = ({ required, maxLength = REASON_MAX_LENGTH }: ReasonField): Validator[] => [
  ...(required ? [notEmpty(), notBlank] : []),
  trimmedAtMost(maxLength),
];

export interface RecordActionDialogProps {
  /** Already translated. */
  title: string;
  content?: string;
  reason?: ReasonField;
  onClose: () => void;
  /** Field errors keep the dialog open with them under the field; anything else closes it. */
  onConfirm: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
}

/** The confirmation of a record action, with the reason field when the action takes one. */
export const RecordActionDialog = ({ title, content, reason, onClose, onConfirm }: RecordActionDialogProps) => (
  <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="record-action-title">
    <Form onSubmit={onConfirm} defaultValues={reason ? { [reason.field]: '' } : {}}>
      <DialogTitle id="record-action-title">{title}</DialogTitle>
      <DialogContent>
        {content && <DialogContentText>{content}</DialogContentText>}
        {reason && (
          <TextInput
            source={reason.field}
            label={reason.label}
            validate={reasonValidators(reason)}
            multiline
            minRows={3}
            autoFocus
            sx={{ mt: 2 }}
          />
        )}
        <FormProgress label="app.actions.working" />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="ra.action.confirm" icon={<CheckIcon />} alwaysEnable />
      </DialogActions>
    </Form>
  </Dialog>
);
