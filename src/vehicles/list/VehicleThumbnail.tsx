import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box } from '@mui/material';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { fileVersion, nameOf } from '../../common/files';
import { useRecordFile } from '../../common/useRecordFile';
import { vehiclePhotoFiles } from '../vehicleFiles';

/** Photos start loading a little before their row scrolls into view. */
const MARGIN = '200px';

const front = vehiclePhotoFiles.imagen1;

/** Whether the element has come near the viewport (once true, it stays true). Without IntersectionObserver, at once. */
const useNearViewport = (ref: RefObject<HTMLElement | null>) => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
};

export interface VehicleThumbnailProps {
  record?: RaRecord;
  /** Side of the square in pixels. */
  size?: number;
}

/**
 * The vehicle's front photo (imagen1, declared in vehicleFiles.ts), small. Files need the bearer
 * token, so the photo comes as a blob (useRecordFile), and only once the row is near the screen:
 * a page of 25 rows does not download 25 photos nobody scrolls to, and a hidden column renders
 * nothing. A car icon stands in while it loads and for vehicles without a photo.
 */
export const VehicleThumbnail = ({ record: recordFromProps, size = 40 }: VehicleThumbnailProps) => {
  const record = useRecordContext({ record: recordFromProps });
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const hasPhoto = !!record?.[front.source];
  const { url } = useRecordFile(front.resource, near ? record?.id : undefined, front.read, fileVersion(front, record));
  return (
    <Box
      ref={box}
      sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {url ? (
        <img
          src={url}
          alt={record && translate(front.labels.alt, { name: nameOf(front, record) })}
          width={size}
          height={size}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <DirectionsCarIcon
          color="disabled"
          fontSize="small"
          // Named only when there is no photo to wait for.
          titleAccess={hasPhoto ? undefined : translate('resources.vehiculos.list.no_photo')}
          aria-hidden={hasPhoto ? true : undefined}
        />
      )}
    </Box>
  );
};
