import { useState, type ReactElement } from 'react';
import { Avatar, Box, Button as MuiButton, ButtonBase, Skeleton, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useRecordContext, useTranslate } from 'react-admin';
import { FILE_TYPES } from '../../../domain/files';
import { downloadBlob } from '../downloadBlob';
import { errorMessage } from '../errorMessage';
import { ImageViewer } from '../imageViewer';
import { fileVersion, nameOf, type AnyRecordFile } from './types';
import { isImageBlob, useRecordFile } from '../useRecordFile';

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
 * A record's file, downloaded with the bearer token (GET {base}{id}/{read}/): an image is shown
 * from an object URL and opens in the image viewer; a PDF or anything else is saved to disk, never
 * opened in the app's origin, where a PDF's script would run. Without a file
 * (or when it cannot be loaded) it says so.
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
  const image = blob ? isImageBlob(blob) : false;
  if (isPending || !blob || (image && !url)) {
    return <Skeleton variant={avatar ? 'circular' : 'rounded'} width={avatar ? size : THUMBNAIL.width} height={avatar ? size : THUMBNAIL.height} />;
  }

  const view = translate(file.labels.view);
  const alt = translate(file.labels.alt, { name });
  if (!image || !url) {
    const ext = Object.values(FILE_TYPES).find((type) => type.mime === blob.type)?.ext ?? 'bin';
    const pdf = blob.type === FILE_TYPES.pdf.mime;
    return (
      <Tooltip title={alt} describeChild>
        <MuiButton variant="outlined" startIcon={pdf ? <PictureAsPdfIcon /> : <DownloadIcon />} onClick={() => downloadBlob(blob, `${file.read}-${record.id}.${ext}`)}>
          {translate('app.files.download')}
        </MuiButton>
      </Tooltip>
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
