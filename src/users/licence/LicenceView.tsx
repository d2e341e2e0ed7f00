import { useState } from 'react';
import { Box, Button as MuiButton, ButtonBase, Skeleton, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { ImageViewer } from '../../common/imageViewer';
import { useRecordFile } from '../../common/useRecordFile';
import { fullName } from '../userName';

/**
 * The licence file, downloaded with the bearer token (GET usuarios/{id}/licencia/): an image
 * shows as a thumbnail that opens the image viewer; a PDF opens in a new tab from its object URL.
 */
export const LicenceView = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { url, blob, isPending, error } = useRecordFile(
    'usuarios',
    record?.id,
    'licencia',
    record?.licencia ? (record.updated_at ?? record.licencia) : undefined,
  );
  if (!record?.licencia) return null;
  const view = translate('resources.usuarios.licence.view');
  if (error) {
    return (
      <Typography variant="body2" color="error">
        {translate('resources.usuarios.notifications.file_error', { error: errorMessage(error) })}
      </Typography>
    );
  }
  if (isPending || !url) return <Skeleton variant="rounded" width={240} height={150} />;
  if (blob?.type === 'application/pdf') {
    return (
      <MuiButton component="a" href={url} target="_blank" rel="noopener" variant="outlined" startIcon={<PictureAsPdfIcon />}>
        {view}
      </MuiButton>
    );
  }
  const alt = translate('resources.usuarios.licence.alt', { name: fullName(record) });
  return (
    <>
      <ButtonBase onClick={() => setOpen(true)} aria-label={view} sx={{ borderRadius: 1 }}>
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{ display: 'block', maxWidth: 240, maxHeight: 150, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      </ButtonBase>
      <ImageViewer images={[{ src: url, alt }]} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
