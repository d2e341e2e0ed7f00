import { useState } from 'react';
import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { ImageViewer } from '../../common/imageViewer';
import type { Incident } from './incidentTypes';
import { useIncidentPhotoUrls } from './useIncidentPhotoUrls';

/** An incident's photos as thumbnails (with their comments); each opens the image viewer on itself, the others a step away. */
export const IncidentPhotos = ({ loan, incident }: { loan: Identifier; incident: Incident }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { urls, isPending } = useIncidentPhotoUrls(loan, incident);
  const [open, setOpen] = useState<number | null>(null);
  if (incident.imagenes.length === 0) return null;
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  const date = formatDate(incident.created_at, locale);
  // The viewer shows each image's alt as its title, so the comment travels there.
  const images = urls.map(({ url, n, comentario }) => ({
    src: url,
    alt: translate(`resources.prestamos.show.incidents.${comentario ? 'photo_comment' : 'photo'}`, { n, date, comment: comentario }),
  }));
  const missing = incident.imagenes.filter((photo) => !urls.some((loaded) => loaded.n === photo.n));
  return (
    <>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {urls.map(({ n, comentario }, index) => (
          <Box component="li" key={n} sx={{ flex: '0 1 140px', minWidth: 0 }}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={translate('resources.prestamos.show.incidents.view_photo', { n })}
              sx={{ display: 'block', width: '100%', borderRadius: 1 }}
            >
              <Box
                component="img"
                src={images[index].src}
                alt={images[index].alt}
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
            </ButtonBase>
            {comentario && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {comentario}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {missing.map(({ n }) => (
        <Typography key={n} variant="caption" color="text.secondary" component="p">
          {translate('resources.prestamos.show.incidents.photo_missing', { n })}
        </Typography>
      ))}
      <ImageViewer images={images} open={open !== null} initialIndex={open ?? 0} onClose={() => setOpen(null)} />
    </>
  );
};
