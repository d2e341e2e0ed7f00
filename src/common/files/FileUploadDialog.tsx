import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { Form, SaveButton, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { useRefreshResources } from '../actions/useRefreshResources';
import { DatePickerInput } from '../DatePickerInput';
import { errorMessage, fieldErrorsOf } from '../errorMessage';
import { FormProgress } from '../FormProgress';
import { notEmpty } from '../validators';
import { PolicyFileInput } from './PolicyFileInput';
import { nameOf, type AnyUploadableFile } from './types';
import { ActionButton } from '../actions/ActionButton';

export interface FileUploadDialogProps {
  file: AnyUploadableFile;
  record: RaRecord;
  onClose: () => void;
}

/**
 * Uploads (or replaces) a record's file, with its expiry date when the file is a document that
 * has one (POST {base}{id}/{upload}/, multipart). The type and size are checked before
 * sending; the server's field errors (its own check, by the bytes) come back under the field.
 */
export const FileUploadDialog = ({ file, record, onClose }: FileUploadDialogProps) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefreshResources();
  const { resource, labels, formField, expiry } = file;

  const submit = async (values: Record<string, unknown>) => {
    const picked = (values[formField] as { rawFile?: File } | null)?.rawFile;
    try {
      await dataProvider.uploadFiles(resource, record.id, file.upload, {
        [formField]: picked,
        ...(expiry ? { [expiry.source]: values[expiry.source] as string | null } : {}),
      });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify(labels.error, { type: 'error', messageArgs: { error: errorMessage(error), _: errorMessage(error) } });
      return undefined;
    }
    notify(labels.saved, { type: 'success' });
    refresh([resource, ...(file.refresh ?? [])]);
    onClose();
    return undefined;
  };

  const defaults = { [formField]: null, ...(expiry ? { [expiry.source]: null } : {}) };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="file-upload-title">
      <Form onSubmit={submit} defaultValues={defaults}>
        <DialogTitle id="file-upload-title">{translate(labels.title, { name: nameOf(file, record) })}</DialogTitle>
        <DialogContent>
          <PolicyFileInput source={formField} resource={resource} label={labels.file} policy={file.policy} required />
          {expiry && <DatePickerInput source={expiry.source} resource={resource} validate={expiry.required ? notEmpty() : undefined} />}
          <FormProgress label="app.files.uploading" />
        </DialogContent>
        <DialogActions>
          <ActionButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={labels.upload} icon={<UploadIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
