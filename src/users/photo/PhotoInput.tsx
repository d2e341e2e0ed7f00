import { Stack } from '@mui/material';
import { CanAccess, ImageField, ImageInput, useRecordContext, useTranslate } from 'react-admin';
import { UserPhoto } from './UserPhoto';

/** Profile pictures the server takes (docs/API.md). */
export const PHOTO_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/**
 * The profile picture to upload once the user is saved (form field `foto`, never sent with
 * the record; see useSaveWithPhoto). On edit the current picture shows beside it.
 */
export const PhotoInput = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <CanAccess resource="usuarios" action="photo">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
        {record?.id !== undefined && <UserPhoto size={96} />}
        <ImageInput
          source="foto"
          resource="usuarios"
          accept={PHOTO_TYPES}
          helperText="resources.usuarios.photo.help"
          placeholder={translate('resources.usuarios.photo.placeholder')}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </Stack>
    </CanAccess>
  );
};
