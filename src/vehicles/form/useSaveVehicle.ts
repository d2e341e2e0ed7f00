import { useSaveThenUpload, type FileUpload } from '../../common/files';
import { vehicleDocumentFiles } from '../vehicleFiles';
import { vehiclePath } from '../vehiclePaths';
import { NOTHING_LOADED, bundleFields, recordBody, verificationFields, type LoadedFiles } from './vehicleFormValues';

/** SPEC §7 POST vehiculos/{id}/cargar_documentos/. */
const BUNDLE_ACTION = 'cargar_documentos';

/**
 * Create/Edit of a vehicle: the record first (POST or PATCH vehiculos/), then the bundle of
 * photos, road permit and insurance (cargar_documentos/), then the verification
 * (verificacion/); a failed upload leaves the vehicle saved (useSaveThenUpload). The record
 * page is found by the saved plate, so a plate change lands on the new one.
 */
export const useSaveVehicle = (kind: 'created' | 'updated', loaded: LoadedFiles = NOTHING_LOADED) =>
  useSaveThenUpload({
    resource: 'vehiculos',
    kind,
    split: (values) => {
      const bundle = bundleFields(values, loaded);
      const verification = verificationFields(values);
      const uploads: FileUpload[] = [
        ...(bundle ? [{ action: BUNDLE_ACTION, fields: bundle }] : []),
        ...(verification ? [{ action: vehicleDocumentFiles.verificacion.upload, fields: verification }] : []),
      ];
      return { record: recordBody(values), uploads };
    },
    pagePath: (record) => vehiclePath(String(record.matricula)),
    failedMessage: 'resources.vehiculos.notifications.files_failed',
    refresh: ['vehiculos', 'notificaciones'],
  });
