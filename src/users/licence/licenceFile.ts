import { DOCUMENT_FILES, defineRecordFile } from '../../common/files';
import { fullName } from '../userName';

/**
 * The driver's licence: a document (image or PDF, 10 MB) with a required expiry date, uploaded
 * at POST usuarios/{id}/licencia/ (multipart `licencia`, `vencimiento`) and served at GET
 * usuarios/{id}/licencia/; DOMAIN §1 `licence` uploads it.
 */
export const licenceFile = defineRecordFile({
  resource: 'usuarios',
  action: 'licence',
  source: 'licencia',
  read: 'licencia',
  upload: 'licencia',
  formField: 'licencia',
  policy: DOCUMENT_FILES,
  expiry: { source: 'vencimiento', required: true },
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
