import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HomeFigureKey } from '../../domain/home';
import { formatNumber } from '../../domain/numbers';
import type { ShownFigure } from './figureSections';

const cardLook = { listStyle: 'none', height: '100%' } as const;

/** A figure's number and what it counts, as its card shows them. */
const FigureText = ({ number, label, muted = false }: { number: ReactNode; label: string; muted?: boolean }) => (
  <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
    <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 500, color: muted ? 'text.secondary' : 'text.primary' }}>
      {number}
    </Typography>{' '}
    <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {label}
    </Typography>
  </CardContent>
);

/**
 * One figure: its number and what it counts, as one link to the list it counts, filtered as it
 * was counted. Named by all it shows, number first (WCAG 2.5.3); a count past the list's cap
 * reads "10,000+", as the list's own pager would say "more than".
 */
export const FigureCard = ({ figure }: { figure: ShownFigure }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined" component="li" sx={cardLook}>
      <CardActionArea component={Link} to={figure.href} data-figure={figure.key} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <FigureText
          number={`${formatNumber(figure.count, locale)}${figure.count_exact ? '' : '+'}`}
          label={translate(`app.home.figures.${figure.key}`, { smart_count: figure.count })}
          muted={figure.count === 0}
        />
      </CardActionArea>
    </Card>
  );
};

/** A figure being read: its card and words where the answer will put them, a grey bar for its number. */
export const LoadingFigureCard = ({ figureKey }: { figureKey: HomeFigureKey }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="li" sx={cardLook}>
      <FigureText number={<Skeleton width="3ch" />} label={translate(`app.home.figures.${figureKey}`, { smart_count: 2 })} />
    </Card>
  );
};
