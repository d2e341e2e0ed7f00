import { useId, useState } from 'react';
import { Alert, Box, ButtonBase, Card, CardContent, CardHeader, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ImageViewer } from '../../common/imageViewer';
import type { LoadedPhoto } from '../preload/loadVehicle';
import { usePhotoUrls } from '../../common/usePhotoUrls';
import { vehiclePhotoFiles } from '../vehicleFiles';
import { hasRequiredPhotos, VEHICLE_STATUS } from '../../../domain/vehicles';
import { stateOf } from '../../../domain/machines';

/**
 * The vehicle's photos (imagen1..3, placa) from the page's preload, only those that answered
 * 200 (SPEC §2), as thumbnails that wrap; each opens the image viewer on itself, with the
 * others a step away (SPEC §9: slideshow, zoom and coverage are the viewer's constants).
 */
export const VehicleGallery = ({ photos }: { photos: readonly LoadedPhoto[] }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  const urls = usePhotoUrls(photos);
  const [open, setOpen] = useState<number | null>(null);
  const name = String(record?.matricula ?? '');
  // Aceptar is not offered on a pending request without its photos (domain/vehicles.ts); say why here.
  const photosNeeded = record !== undefined && stateOf(record.status) === VEHICLE_STATUS.pending && !hasRequiredPhotos(record);
  const images = urls.map(({ field, url }) => ({ src: url, alt: translate(vehiclePhotoFiles[field].labels.alt, { name }) }));

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate('resources.vehiculos.show.sections.photos')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} />
      <CardContent>
        {photosNeeded && (
          <Alert severity="info" sx={{ mb: images.length ? 2 : 1 }}>
            {translate('resources.vehiculos.show.photos.needed_to_accept')}
          </Alert>
        )}
        {images.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.vehiculos.show.photos.none')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {urls.map(({ field }, index) => {
              const view = translate(vehiclePhotoFiles[field].labels.view);
              return (
                <Box component="li" key={field} sx={{ flex: '1 1 140px', maxWidth: { xs: '100%', sm: 240 } }}>
                  <Tooltip title={view}>
                    <ButtonBase onClick={() => setOpen(index)} aria-label={view} sx={{ display: 'block', width: '100%', borderRadius: 1 }}>
                      <Box
                        component="img"
                        src={images[index].src}
                        alt={images[index].alt}
                        sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                      />
                    </ButtonBase>
                  </Tooltip>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`resources.vehiculos.fields.${field}`)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
      <ImageViewer images={images} open={open !== null} initialIndex={open ?? 0} onClose={() => setOpen(null)} />
    </Card>
  );
};
