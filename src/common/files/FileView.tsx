import { useState, type ReactElement } from 'react';
import { Avatar, Box, Button as MuiButton, ButtonBase, Skeleton, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../errorMessage';
import { ImageViewer } from '../imageViewer';
import { PdfDialog } from './PdfDialog';
import { fileVersion, nameOf, type AnyRecordFile } from './types';
import { useRecordFile } from '../useRecordFile';

export interface FileViewProps {
  file: AnyRecordFile;
  /** A round picture (profile photo) or a thumbnail (documents, vehicle photos). */
  variant?: 'thumbnail' | 'avatar';
  /** The avatar's size in px. */
  size?: number;
  /** The avatar's placeholder without a picture. */
  placeholderIcon?: ReactElement;
}

const THUMBNAIL = { width: 240, height: 150 };

/**
 * A record's file, downloaded with the bearer token (GET {base}{id}/{read}/) and shown from an
 * object URL: an image opens in the image viewer, a PDF in the browser's PDF viewer, anything
 * else is a download link. Without a file (or when it cannot be loaded) it says so.
 */
export const FileView = ({ file, variant = 'thumbnail', size = 160, placeholderIcon = <InsertDriveFileIcon /> }: FileViewProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { url, blob, isPending, error } = useRecordFile(file.resource, record?.id, file.read, fileVersion(file, record));
  if (!record) return null;
  const avatar = variant === 'avatar';
  const name = nameOf(file, record);

  if (!record[file.source] || error) {
    const label = error ? translate('app.files.load_error', { error: errorMessage(error) }) : translate(file.labels.empty, { name });
    return avatar ? (
      <Tooltip title={label}>
        <Avatar sx={{ width: size, height: size, '& svg': { fontSize: size / 2 } }} role="img" aria-label={label}>
          {placeholderIcon}
        </Avatar>
      </Tooltip>
    ) : (
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
    );
  }
  if (isPending || !url || !blob) {
    return <Skeleton variant={avatar ? 'circular' : 'rounded'} width={avatar ? size : THUMBNAIL.width} height={avatar ? size : THUMBNAIL.height} />;
  }

  const view = translate(file.labels.view);
  const alt = translate(file.labels.alt, { name });
  const filename = `${file.read}-${record.id}.${blob.type.split('/').pop()}`;
  if (blob.type === 'application/pdf') {
    return (
      <>
        <MuiButton variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => setOpen(true)}>
          {view}
        </MuiButton>
        {open && <PdfDialog url={url} title={alt} filename={filename} onClose={() => setOpen(false)} />}
      </>
    );
  }
  if (!blob.type.startsWith('image/')) {
    return (
      <MuiButton component="a" href={url} download={filename} variant="outlined" startIcon={<DownloadIcon />}>
        {translate('app.files.download')}
      </MuiButton>
    );
  }
  return (
    <>
      <Tooltip title={view}>
        <ButtonBase onClick={() => setOpen(true)} aria-label={view} sx={{ borderRadius: avatar ? '50%' : 1 }}>
          {avatar ? (
            <Avatar src={url} alt={alt} sx={{ width: size, height: size }} />
          ) : (
            <Box
              component="img"
              src={url}
              alt={alt}
              sx={{ display: 'block', maxWidth: THUMBNAIL.width, maxHeight: THUMBNAIL.height, borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          )}
        </ButtonBase>
      </Tooltip>
      <ImageViewer images={[{ src: url, alt }]} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
