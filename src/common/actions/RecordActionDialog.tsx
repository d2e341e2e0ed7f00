import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Form, SaveButton, TextInput, type Validator } from 'react-admin';
import { FormProgress } from '../FormProgress';
import { InlineFormErrors } from '../form/InlineFormErrors';
import { maxChars, notEmpty } from '../validators';
import type { ActionValues, ReasonField } from './types';
import { REASON_MAX_LENGTH } from '../../../domain/fields';
import { ActionButton } from './ActionButton';

/**
 * The form's record: react-admin fills inputs from the record context, and the record's own
 * fields are not what the action sends, so the form starts from the declared values only.
 */
const NO_RECORD = {};

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
  /** The declared inputs, already given the record. */
  inputs?: ReactNode;
  defaultValues?: ActionValues;
  reason?: ReasonField;
  /** i18n key and icon of the confirm button. */
  submitLabel?: string;
  submitIcon?: ReactElement;
  /** An action that ends or refuses something (its button is red): the way out reads "Volver", not "Cancelar" beside "Cancelar préstamo", and the confirm is red too. */
  destructive?: boolean;
  onClose: () => void;
  /** Field errors keep the dialog open with them under the field; anything else closes it. */
  onConfirm: (values: ActionValues) => Promise<Record<string, unknown> | undefined>;
}

/** The confirmation of a record action, with the action's inputs and the reason field when it takes them. */
export const RecordActionDialog = (props: RecordActionDialogProps) => {
  const { title, content, inputs, defaultValues, reason, submitLabel = 'ra.action.confirm', submitIcon = <CheckIcon />, destructive, onClose, onConfirm } = props;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="record-action-title">
      {/* Errors are told in the dialog (under each field, the form-wide one below them): a toast would cover it. */}
      <Form
        onSubmit={onConfirm}
        record={NO_RECORD}
        defaultValues={{ ...defaultValues, ...(reason && { [reason.field]: '' }) }}
        disableInvalidFormNotification
        shouldFocusError={false}
      >
        <DialogTitle id="record-action-title">{title}</DialogTitle>
        <DialogContent>
          {content && <DialogContentText>{content}</DialogContentText>}
          {inputs}
          {reason && (
            <TextInput
              source={reason.field}
              label={reason.label}
              validate={reasonValidators(reason)}
              multiline
              minRows={3}
              autoFocus={!inputs}
              sx={{ mt: 2 }}
            />
          )}
          <InlineFormErrors />
          <FormProgress label="app.actions.working" />
        </DialogContent>
        <DialogActions>
          <ActionButton label={destructive ? 'app.actions.go_back' : 'ra.action.cancel'} onClick={onClose} />
          <SaveButton label={submitLabel} icon={submitIcon} color={destructive ? 'error' : 'primary'} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
