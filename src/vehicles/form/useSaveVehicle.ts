import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useRefreshResources } from '../../common/actions';
import { firstErrorMessage } from '../../common/errorMessage';
import { useFailureNotify } from '../../common/useFailureNotify';
import type { FleetDataProvider, UploadFields } from '../../providers/dataProvider';
import { vehicleDocumentFiles } from '../vehicleFiles';
import { vehiclePath } from '../vehiclePaths';
import { NOTHING_LOADED, bundleFields, recordBody, verificationFields, type LoadedFiles } from './vehicleFormValues';

/** SPEC §7 POST vehiculos/{id}/cargar_documentos/. */
const BUNDLE_ACTION = 'cargar_documentos';

/**
 * Create/Edit save in steps: the record first (POST or PATCH vehiculos/, whose field errors
 * stay on the form), then the bundle of photos, road permit and insurance
 * (cargar_documentos/), then the verification (verificacion/). When an upload fails the
 * vehicle stays saved and the toast says so (SPEC §8 partial success); either way the page
 * goes to the record, so a retry cannot create the vehicle twice. `uploading` covers the
 * uploads, which run after react-admin's own save has settled.
 */
export const useSaveVehicle = (kind: 'created' | 'updated', loaded: LoadedFiles = NOTHING_LOADED) => {
  const pending = useRef<{ bundle: UploadFields | null; verification: UploadFields | null }>({ bundle: null, verification: null });
  const [uploading, setUploading] = useState(false);
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefreshResources();
  const onError = useFailureNotify('save_error', 'vehiculos');

  const transform = (values: Record<string, unknown>) => {
    pending.current = { bundle: bundleFields(values, loaded), verification: verificationFields(values) };
    return recordBody(values);
  };

  const upload = async (id: RaRecord['id']) => {
    const { bundle, verification } = pending.current;
    pending.current = { bundle: null, verification: null };
    if (!bundle && !verification) return;
    setUploading(true);
    try {
      if (bundle) await dataProvider.uploadFiles('vehiculos', id, BUNDLE_ACTION, bundle);
      if (verification) await dataProvider.uploadFiles('vehiculos', id, vehicleDocumentFiles.verificacion.upload, verification);
    } finally {
      setUploading(false);
      // The record's files, document states and notifications changed with whatever went up.
      void refresh(['vehiculos', 'notificaciones']);
    }
  };

  const onSuccess = async (record: RaRecord) => {
    const page = vehiclePath(String(record.matricula));
    try {
      await upload(record.id);
    } catch (error) {
      notify('resources.vehiculos.notifications.files_failed', { type: 'warning', messageArgs: { error: firstErrorMessage(error) } });
      redirect(page);
      return;
    }
    notify(`resources.vehiculos.notifications.${kind}`, { type: 'success', messageArgs: { smart_count: 1 } });
    redirect(page);
  };

  return { transform, mutationOptions: { onSuccess, onError }, uploading };
};
