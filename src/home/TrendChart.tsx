import { Box, Typography, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useLocaleState } from 'react-admin';
import { formatNumber } from '../../domain/numbers';

export interface TrendChartProps {
  /** Its heading, which also names the chart and the table of its values. */
  title: string;
  /** The months' names, as the axis and the table write them. */
  months: string[];
  values: number[];
  /** The table's month column heading. */
  monthHeading: string;
}

/**
 * One trend as bars by month. The chart takes the focus and its arrows go from bar to bar, each
 * announced and shown with its value (MUI X's keyboard navigation); a screen reader also finds the
 * values in a table it alone sees, captioned with the chart's title (WCAG 1.1.1).
 */
export const TrendChart = ({ title, months, values, monthHeading }: TrendChartProps) => {
  const [locale] = useLocaleState();
  const theme = useTheme();
  const captionId = useId();
  const format = (value: number | null) => (value === null ? '' : formatNumber(value, locale));
  // The axis's ticks short ("40 k"), so that they fit its width; the tooltip and the table exact.
  const compact = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-MX', { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Box sx={{ height: 220 }}>
        <BarChart
          height={220}
          hideLegend
          skipAnimation
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[{ scaleType: 'band', data: months, tickLabelStyle: { fontSize: 12 } }]}
          yAxis={[{ valueFormatter: (value: number) => compact.format(value), tickLabelStyle: { fontSize: 12 } }]}
          series={[{ data: values, label: title, color: theme.palette.primary.main, valueFormatter: format }]}
        />
      </Box>
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{monthHeading}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, i) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{format(values[i])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
};
