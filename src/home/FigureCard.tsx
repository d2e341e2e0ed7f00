import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../domain/numbers';
import type { ShownFigure } from './figureSections';

/**
 * One figure: its number and what it counts, as one link to the list it counts, filtered as it
 * was counted. Named by all it shows, number first (WCAG 2.5.3); a count past the list's cap
 * reads "10,000+", as the list's own pager would say "more than".
 */
export const FigureCard = ({ figure }: { figure: ShownFigure }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = `${formatNumber(figure.count, locale)}${figure.count_exact ? '' : '+'}`;
  const zero = figure.count === 0;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea component={Link} to={figure.href} data-figure={figure.key} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 500, color: zero ? 'text.secondary' : 'text.primary' }}>
            {number}
          </Typography>{' '}
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {translate(`app.home.figures.${figure.key}`, { smart_count: figure.count })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
