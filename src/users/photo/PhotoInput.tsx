import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PolicyFileInput } from '../../common/files';
import { useCanDo } from '../../providers/actions';
import { photoFile } from './photoFile';
import { UserPhoto } from './UserPhoto';

/**
 * The profile picture to upload once the user is saved (form field `foto`, never sent with
 * the record; see useSaveWithPhoto), its type and size checked before saving. On edit the
 * current picture shows beside it.
 */
export const PhotoInput = () => {
  const record = useRecordContext();
  const { canAccess } = useCanDo(photoFile.resource, photoFile.action, record);
  if (!canAccess) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
      {record?.id !== undefined && <UserPhoto size={96} />}
      <PolicyFileInput source="foto" resource="usuarios" policy={photoFile.policy} image help="resources.usuarios.photo.help" />
    </Stack>
  );
};
