import { useId } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { SAVED_VIEW_TEXT } from '../../../domain/views';
import { ActionButton } from '../actions/ActionButton';
import { errorMessage, fieldErrorsOf } from '../errorMessage';
import { FormProgress } from '../FormProgress';
import { InlineFormErrors } from '../form/InlineFormErrors';
import { maxChars, notEmpty } from '../validators';

/** No record: the form holds the name alone. */
const NO_RECORD = {};

/** A refused name under the name (taken, too long); anything else at the form's foot. */
const dialogErrorsOf = (error: unknown) => {
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors?.name) return { name: fieldErrors.name };
  const message = Object.values(fieldErrors ?? {}).find((value) => typeof value === 'string') ?? errorMessage(error);
  return { root: { serverError: String(message) } };
};

/** Spaces alone are no name (the server trims it). */
const notBlank = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.trim() === '' ? 'app.validation.required' : undefined);

export interface ViewNameDialogProps {
  /** i18n keys of the title and the line under it. */
  title: string;
  content?: string;
  /** The name the field starts with (a rename's current one). */
  name?: string;
  /** Sends the name; a failure stays in the dialog (the server's words under the name, or at its foot). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks a view's name, to save the list's current view under it or to rename one. */
export const ViewNameDialog = ({ title, content, name = '', onSubmit, onClose }: ViewNameDialogProps) => {
  const titleId = useId();
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await onSubmit(String(values.name ?? '').trim());
      onClose();
      return undefined;
    } catch (error) {
      return dialogErrorsOf(error);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {/* Errors are told in the dialog: a toast would cover it. */}
      <Form onSubmit={submit} record={NO_RECORD} defaultValues={{ name }} disableInvalidFormNotification shouldFocusError={false}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          {content && <DialogContentText sx={{ mb: 2 }}>{translate(content)}</DialogContentText>}
          <TextInput source="name" label="app.views.name" validate={[notEmpty(), notBlank, maxChars(SAVED_VIEW_TEXT.name)]} autoFocus fullWidth />
          <InlineFormErrors />
          <FormProgress />
        </DialogContent>
        <DialogActions>
          <ActionButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
