import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { LazyMapView } from '../../maps';
import { requestMarkers } from '../requestMarkers';

const W = 'resources.solicitudes_viaje.map';

/**
 * Beside the list (under it on narrower screens): the pickup and dropoff points of the rows
 * selected, or of the page's rows while none is, and a line saying which.
 */
export const TripRequestsMap = () => {
  const { data = [], selectedIds = [] } = useListContext();
  const translate = useTranslate();
  const selected = useMemo(() => data.filter((row) => selectedIds.includes(row.id)), [data, selectedIds]);
  const rows = selected.length ? selected : data;
  const markers = useMemo(() => rows.flatMap((row) => requestMarkers(row, translate)), [rows, translate]);
  return (
    <Box component="section" aria-label={translate(`${W}.title`)} sx={{ width: { xs: '100%', lg: 420 }, flexShrink: 0, mt: { lg: 8 } }}>
      <LazyMapView height={420} label={translate(`${W}.label`)} markers={markers} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(selected.length ? `${W}.showing_selected` : `${W}.showing_page`, { smart_count: rows.length })}
      </Typography>
    </Box>
  );
};
