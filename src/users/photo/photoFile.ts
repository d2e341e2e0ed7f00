import { IMAGE_FILES, defineRecordFile } from '../../common/files';
import { fullName } from '../userName';

/**
 * The profile picture: an image (JPEG, PNG, WebP, 10 MB) sent after the user's form saves, at
 * POST usuarios/{id}/foto_perfil/ (multipart `imagen`), served at GET usuarios/{id}/imagen/;
 * DOMAIN §1 `photo` uploads it.
 */
export const photoFile = defineRecordFile({
  resource: 'usuarios',
  action: 'photo',
  source: 'imagen',
  read: 'imagen',
  upload: 'foto_perfil',
  formField: 'imagen',
  policy: IMAGE_FILES,
  recordName: fullName,
  labels: {
    alt: 'resources.usuarios.photo.alt',
    view: 'resources.usuarios.photo.open',
    empty: 'resources.usuarios.photo.none',
  },
});
