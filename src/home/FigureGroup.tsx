import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FigureSection } from './figureSections';
import { FigureCard } from './FigureCard';

/** One of Home's sections (loans, fleet…): its heading and its figures as a list of cards. */
export const FigureGroup = ({ section }: { section: FigureSection }) => {
  const translate = useTranslate();
  const headingId = `home-section-${section.section}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 500, mb: 1 }}>
        {translate(`app.home.sections.${section.section}`)}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))', gap: 1.5, p: 0, m: 0 }}>
        {section.figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </Box>
    </Box>
  );
};
