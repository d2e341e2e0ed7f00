import { useState } from 'react';
import { Avatar, ButtonBase, Skeleton, Tooltip } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useRecordContext, useTranslate } from 'react-admin';
import { ImageViewer } from '../../common/imageViewer';
import { useRecordFile } from '../../common/useRecordFile';
import { fullName } from '../userName';

/**
 * The profile picture, downloaded with the bearer token (GET usuarios/{id}/imagen/) and shown
 * from an object URL; a click opens it in the image viewer. A placeholder without picture.
 */
export const UserPhoto = ({ size = 160 }: { size?: number }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { url, isPending, error } = useRecordFile('usuarios', record?.id, 'imagen', record?.imagen ? (record.updated_at ?? record.imagen) : undefined);
  if (!record) return null;
  const alt = translate('resources.usuarios.photo.alt', { name: fullName(record) });
  const sx = { width: size, height: size };

  if (!record.imagen || error) {
    const label = translate(error ? 'resources.usuarios.photo.error' : 'resources.usuarios.photo.none');
    return (
      <Tooltip title={label}>
        <Avatar sx={sx} role="img" aria-label={label}>
          <PersonIcon sx={{ fontSize: size / 2 }} />
        </Avatar>
      </Tooltip>
    );
  }
  if (isPending || !url) return <Skeleton variant="circular" {...sx} />;
  return (
    <>
      <Tooltip title={translate('resources.usuarios.photo.open')}>
        <ButtonBase onClick={() => setOpen(true)} aria-label={translate('resources.usuarios.photo.open')} sx={{ borderRadius: '50%' }}>
          <Avatar src={url} alt={alt} sx={sx} />
        </ButtonBase>
      </Tooltip>
      <ImageViewer images={[{ src: url, alt }]} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
