import { Alert, CircularProgress, Grid, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { errorMessage } from '../../common/errorMessage';
import { Detail, SectionCard } from '../../common/sections';
import { monthOf, useMonthlyReward } from './tripReads';

const W = 'resources.viajes.show.points';

/** A month as words in the interface's language ("noviembre de 2026", "November 2026"). */
const monthName = (month: { mes: number; anio: number }, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', { month: 'long', year: 'numeric' }).format(new Date(month.anio, month.mes - 1, 1));

/**
 * The driver's month (GET viajes/recompensa-mensual/ for the trip's driver and the month of its
 * departure, DOMAIN §4): trips, km, the factor and cap in the settings now, the points before and
 * after the cap, and what the month's trips actually credited.
 */
const MonthlyRewardPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useMonthlyReward(record?.conductor, record?.fecha_salida);
  const month = monthOf(record?.fecha_salida);
  if (!record || !month) return null;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {translate(`${W}.month_title`, { month: monthName(month, locale) })}
      </Typography>
      {error ? (
        <Alert severity="error">{translate(`${W}.month_error`, { error: errorMessage(error) })}</Alert>
      ) : isPending || !data ? (
        <CircularProgress size={24} aria-label={translate(`${W}.month_loading`)} />
      ) : (
        <Grid container spacing={2}>
          {(
            [
              ['trips', n(data.driver.trips)],
              ['km', n(data.driver.km)],
              ['factor', n(data.driver.factor)],
              ['uncapped', n(data.driver.uncapped)],
              ['limit', n(data.driver.limit)],
              ['points', n(data.driver.points)],
              ['credited', n(data.credited.driver)],
            ] as const
          ).map(([key, value]) => (
            <Grid key={key} size={{ xs: 6, sm: 4 }}>
              <Detail label={translate(`${W}.month.${key}`)}>{value}</Detail>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
};

/** "Puntos": what this trip credited its driver, and when; then the driver's month. */
export const TripPoints = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const credited = record.credited_at != null;
  return (
    <SectionCard title={`${W}.title`}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6 }}>
          <Detail label={translate('resources.viajes.fields.reward')}>{credited && typeof record.reward === 'number' ? formatNumber(record.reward, locale) : '—'}</Detail>
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Detail label={translate('resources.viajes.fields.credited_at')}>{credited ? formatDate(record.credited_at, locale, true) : translate(`${W}.not_credited`)}</Detail>
        </Grid>
      </Grid>
      <MonthlyRewardPanel />
    </SectionCard>
  );
};
