import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, FileField, FileInput, Form, SaveButton, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import UploadIcon from '@mui/icons-material/Upload';
import { DatePickerInput } from '../../common/DatePickerInput';
import { FormProgress } from '../../common/FormProgress';
import { errorMessage, fieldErrorsOf } from '../../common/errorMessage';
import { chooseFile, notEmpty } from '../../common/validators';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { useRefreshUser } from '../useRefreshUser';
import { fullName } from '../userName';

/** Licence files the server takes (docs/API.md): images or PDF. */
const LICENCE_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

interface LicenceValues {
  licencia?: { rawFile?: File } | null;
  vencimiento?: string | null;
}

/**
 * Uploads a licence file with its expiry date (POST usuarios/{id}/licencia/, multipart). The
 * server's field errors (wrong type, too large) come back under the field they belong to.
 */
export const LicenceUploadDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refreshUser = useRefreshUser();

  const submit = async (values: LicenceValues) => {
    try {
      await dataProvider.uploadFiles('usuarios', record.id, 'licencia', {
        licencia: values.licencia?.rawFile,
        vencimiento: values.vencimiento,
      });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify('resources.usuarios.notifications.licence_error', { type: 'error', messageArgs: { error: errorMessage(error) } });
      return;
    }
    notify('resources.usuarios.notifications.licence_saved', { type: 'success' });
    refreshUser();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="licence-upload-title">
      <Form onSubmit={submit as (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>} defaultValues={{ licencia: null, vencimiento: null }}>
        <DialogTitle id="licence-upload-title">{translate('resources.usuarios.licence.upload_title', { name: fullName(record) })}</DialogTitle>
        <DialogContent>
          <FileInput
            source="licencia"
            resource="usuarios"
            label="resources.usuarios.licence.file"
            accept={LICENCE_TYPES}
            validate={chooseFile()}
            helperText="resources.usuarios.licence.file_help"
            placeholder={translate('resources.usuarios.licence.placeholder')}
          >
            <FileField source="src" title="title" />
          </FileInput>
          <DatePickerInput source="vencimiento" resource="usuarios" validate={notEmpty()} />
          <FormProgress label="resources.usuarios.licence.uploading" />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="resources.usuarios.licence.upload" icon={<UploadIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
