import { Typography } from '@mui/material';
import { SelectInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { MONTH, monthChoices, monthKey, periodOf } from './period';

/** No month picked is this month: the field names it. */
const monthShown = (value: unknown) => value || monthKey(new Date());

/**
 * The month filter (yyyy-MM): this month and the three years before it, by name in the interface's
 * language; cleared (react-admin's blank "Borrar valor" option) is this month, and shows as it. That
 * option stays blank: a visible "Este mes" would not be part of its accessible name (WCAG 2.5.3).
 */
export const MonthInput = ({ source = MONTH, label }: { source?: string; label: string; alwaysOn?: boolean }) => {
  const [locale] = useLocaleState();
  const { filterValues } = useListContext();
  return <SelectInput source={source} label={label} choices={monthChoices(locale, filterValues?.[source])} translateChoice={false} format={monthShown} />;
};

/** Says which period the rows count: the month picked, or the range once both its days are set and in order. */
export const PeriodCaption = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const period = periodOf(filterValues);
  const from = formatDate(`${period.from}T00:00:00`, locale, false);
  const to = formatDate(`${period.to}T00:00:00`, locale, false);
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }} role="status">
      {translate(period.month ? 'resources.viajes.totals.period_month' : 'resources.viajes.totals.period_range', { from, to })}
    </Typography>
  );
};
