import { USER_FILES } from '../../../domain/userFiles';
import { defineRecordFile, fromSpec } from '../../common/files';
import { fullName } from '../userName';

/** The driver's licence (domain/userFiles.ts: a document with a required expiry date); its words here. */
export const licenceFile = defineRecordFile({
  ...fromSpec('usuarios', USER_FILES.licence),
  recordName: fullName,
  labels: {
    alt: 'resources.usuarios.licence.alt',
    view: 'resources.usuarios.licence.view',
    empty: 'resources.usuarios.licence.none',
    upload: 'resources.usuarios.licence.upload',
    replace: 'resources.usuarios.licence.replace',
    title: 'resources.usuarios.licence.upload_title',
    file: 'resources.usuarios.licence.file',
    saved: 'resources.usuarios.notifications.licence_saved',
    error: 'resources.usuarios.notifications.licence_error',
  },
});
