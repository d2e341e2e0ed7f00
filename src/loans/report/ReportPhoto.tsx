import { ButtonBase } from '@mui/material';
import { useState } from 'react';
import { ImageViewer } from '../../common/imageViewer';
import { useFileAt } from '../../common/useRecordFile';
import type { AuditItem } from './compareAudits';

/**
 * An audit item's photo as a small thumbnail (fetched with the token at the address the audit's
 * answer gives it, as an object URL, so it prints too); a click opens it in the image viewer. Nothing shows
 * until it loads, nor when it fails (SPEC §2: only files that answer 200).
 */
export const ReportPhoto = ({ item, alt }: { item: AuditItem; alt: string }) => {
  const { url } = useFileAt(item.imagen);
  const [open, setOpen] = useState(false);
  if (!url) return null;
  return (
    <>
      <ButtonBase className="report-photo" aria-label={alt} onClick={() => setOpen(true)} sx={{ mt: 0.5, borderRadius: 1, overflow: 'hidden' }}>
        <img src={url} alt={alt} style={{ width: 72, height: 54, objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      {open && <ImageViewer images={[{ src: url, alt }]} open onClose={() => setOpen(false)} />}
    </>
  );
};
