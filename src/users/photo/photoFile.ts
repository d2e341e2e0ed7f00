import { USER_FILES } from '../../../domain/userFiles';
import { defineRecordFile, fromSpec } from '../../common/files';
import { fullName } from '../userName';

/** The profile picture (domain/userFiles.ts), sent after the user's form saves; its words here. */
export const photoFile = defineRecordFile({
  ...fromSpec('usuarios', USER_FILES.photo),
  recordName: fullName,
  labels: {
    alt: 'resources.usuarios.photo.alt',
    view: 'resources.usuarios.photo.open',
    empty: 'resources.usuarios.photo.none',
  },
});
