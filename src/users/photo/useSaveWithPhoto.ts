import { useSaveThenUpload } from '../../common/files';
import { userPath } from '../userPaths';
import { photoFile } from './photoFile';

interface PhotoValue {
  rawFile?: File;
}

/**
 * Create/Edit of a user: the record first (without the `foto` field, which the API would
 * refuse), then the picture (POST usuarios/{id}/foto_perfil/), whose type and size the form's
 * PhotoInput has already checked; a failed picture leaves the user saved (useSaveThenUpload).
 */
export const useSaveWithPhoto = (kind: 'created' | 'updated') =>
  useSaveThenUpload({
    resource: 'usuarios',
    kind,
    split: ({ foto, ...record }) => {
      const file = (foto as PhotoValue | null | undefined)?.rawFile;
      return { record, uploads: file ? [{ action: photoFile.upload, fields: { [photoFile.formField]: file } }] : [] };
    },
    pagePath: (record) => userPath(record.id),
    failedMessage: 'resources.usuarios.notifications.photo_error',
    refresh: [photoFile.resource],
  });
