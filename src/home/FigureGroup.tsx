import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HomeSection } from '../../domain/home';

/** The grid of Home's sections, answered or being read alike, so that the answer moves nothing. */
export const sectionsGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 330px), 1fr))', columnGap: 3, rowGap: 2 } as const;

/** One of Home's sections (loans, fleet…): its heading and its figures' cards as a list. */
export const FigureGroup = ({ section, children }: { section: HomeSection; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = `home-section-${section}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 500, mb: 1 }}>
        {translate(`app.home.sections.${section}`)}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))', gap: 1.5, p: 0, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
};
