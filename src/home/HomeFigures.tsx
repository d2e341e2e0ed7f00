import { Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { figureSections } from './figureSections';
import { FigureGroup } from './FigureGroup';
import type { FiguresAnswer } from './homeReads';
import { LoadError } from './LoadError';
import { LoadingCards } from './LoadingCards';

/** Home's figures by section, or grey cards while they are read (`expected` of them), or what went wrong. */
export const HomeFigures = ({ figures, expected }: { figures: UseQueryResult<FiguresAnswer, unknown>; expected: number }) => {
  const translate = useTranslate();
  if (figures.isError) return <LoadError message="app.home.error" onRetry={() => void figures.refetch()} />;
  if (!figures.data) return <LoadingCards count={expected} label="app.home.loading" height={88} />;
  const sections = figureSections(figures.data.figures);
  if (sections.length === 0) return <Typography>{translate('app.home.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 330px), 1fr))', columnGap: 3, rowGap: 2 }}>
      {sections.map((section) => (
        <FigureGroup key={section.section} section={section} />
      ))}
    </Box>
  );
};
