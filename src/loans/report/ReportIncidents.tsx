import { Box, Stack, Typography } from '@mui/material';
import type { ReportText } from './reportText';
import type { Incident } from './useHandOverReport';

/** The incidents reported during the loan: when, what, how many photos. */
export const ReportIncidents = ({ incidents, text }: { incidents: Incident[]; text: ReportText }) => {
  const { t, date } = text;
  return (
    <Box component="section" aria-labelledby="report-incidents" sx={{ mb: 3 }}>
      <Typography id="report-incidents" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sections.incidents')}
      </Typography>
      {incidents.length === 0 ? (
        <Typography variant="body2">{t('incidents.none')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
          {incidents.map((incident) => (
            <Box component="li" key={incident.id} className="report-keep" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('incidents.date')}: {date(incident.created_at)} · {t('incidents.photos')}: {t('incidents.photo_count', { smart_count: incident.imagenes.length })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {incident.descripcion || t('incidents.no_description')}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
};
