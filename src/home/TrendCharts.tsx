import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TrendMonth } from '../../domain/home';
import { monthLabel } from './monthLabel';
import { TrendChart } from './TrendChart';

const TRENDS = ['loans', 'trips', 'km', 'incidents'] as const;

/** The twelve months' trends, one chart each (loaded lazily, after the figures: Trends.tsx). */
export const TrendCharts = ({ months }: { months: readonly TrendMonth[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const names = months.map((month) => monthLabel(month.mes, locale));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
      {TRENDS.map((trend) => (
        <TrendChart
          key={trend}
          title={translate(`app.home.trends.${trend}`)}
          months={names}
          values={months.map((month) => month[trend])}
          monthHeading={translate('app.home.trends.month')}
        />
      ))}
    </Box>
  );
};
