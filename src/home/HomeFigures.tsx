import { Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { FigureCard, LoadingFigureCard } from './FigureCard';
import { FigureGroup, sectionsGrid } from './FigureGroup';
import { figureSections, plannedSections } from './figureSections';
import type { FiguresAnswer } from './homeReads';
import { LoadError } from './LoadError';
import { LoadingStatus } from './LoadingStatus';

/**
 * Home's figures by section, or what went wrong. While they are read, the sections and cards
 * these groups will get are drawn in place with grey bars for the numbers, so that the answer
 * moves nothing under the pointer.
 */
export const HomeFigures = ({ figures, groups }: { figures: UseQueryResult<FiguresAnswer, unknown>; groups: readonly string[] }) => {
  const translate = useTranslate();
  if (figures.isError) return <LoadError message="app.home.error" onRetry={() => void figures.refetch()} />;
  if (!figures.data) {
    return (
      <LoadingStatus label="app.home.loading" sx={sectionsGrid}>
        {plannedSections(groups).map(({ section, keys }) => (
          <FigureGroup key={section} section={section}>
            {keys.map((key) => (
              <LoadingFigureCard key={key} figureKey={key} />
            ))}
          </FigureGroup>
        ))}
      </LoadingStatus>
    );
  }
  const sections = figureSections(figures.data.figures);
  if (sections.length === 0) return <Typography>{translate('app.home.empty')}</Typography>;
  return (
    <Box sx={sectionsGrid}>
      {sections.map(({ section, figures: shown }) => (
        <FigureGroup key={section} section={section}>
          {shown.map((figure) => (
            <FigureCard key={figure.key} figure={figure} />
          ))}
        </FigureGroup>
      ))}
    </Box>
  );
};
