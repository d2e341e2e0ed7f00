import { useRef } from 'react';
import { useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useRefreshResources } from '../../common/actions';
import { firstErrorMessage } from '../../common/errorMessage';
import { useFailureNotify } from '../../common/useFailureNotify';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { userPath } from '../userPaths';
import { photoFile } from './photoFile';

interface PhotoValue {
  rawFile?: File;
}

/**
 * Create/Edit save in two steps: the record first (without the `foto` field, which the API
 * would refuse), then the picture (POST usuarios/{id}/foto_perfil/), whose type and size the
 * form's PhotoInput has already checked. When the picture fails the user stays saved and the
 * toast says so (SPEC §8 partial success); either way the page goes to the record, so a retry
 * cannot create the user twice.
 */
export const useSaveWithPhoto = (kind: 'created' | 'updated') => {
  const photo = useRef<File | null>(null);
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefreshResources();
  const onError = useFailureNotify('save_error', 'usuarios');

  const transform = (data: Record<string, unknown>) => {
    const { foto, ...record } = data;
    photo.current = (foto as PhotoValue | null | undefined)?.rawFile ?? null;
    return record;
  };

  const onSuccess = async (record: RaRecord) => {
    const file = photo.current;
    photo.current = null;
    if (file) {
      try {
        await dataProvider.uploadFiles(photoFile.resource, record.id, photoFile.upload, { [photoFile.formField]: file });
        refresh([photoFile.resource]);
      } catch (error) {
        notify('resources.usuarios.notifications.photo_error', { type: 'warning', messageArgs: { error: firstErrorMessage(error) } });
        redirect(userPath(record.id));
        return;
      }
    }
    notify(`resources.usuarios.notifications.${kind}`, { type: 'success', messageArgs: { smart_count: 1 } });
    redirect(userPath(record.id));
  };

  return { transform, mutationOptions: { onSuccess, onError } };
};
