import { Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Audit, AuditComparison } from './compareAudits';
import type { ReportText } from './reportText';

const Figure = ({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 4 }}>
    <Paper variant="outlined" className="report-keep" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {value}
      </Typography>
      <Typography variant="body2" component="div">
        {note}
      </Typography>
    </Paper>
  </Grid>
);

/** Mileage and fuel at hand-over → return, what was driven and used, and how many items got worse. */
export const ReportSummary = ({ initial, final, comparison, text }: { initial: Audit; final: Audit; comparison: AuditComparison; text: ReportText }) => {
  const { t, number } = text;
  const { kmDriven, fuelUsed, worse } = comparison;
  return (
    <section aria-labelledby="report-summary">
      <Typography id="report-summary" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sections.summary')}
      </Typography>
      <Grid container spacing={1.5} sx={{ mb: 3 }}>
        <Figure
          label={t('summary.mileage')}
          value={`${number(initial.kilometraje)} → ${number(final.kilometraje)} km`}
          note={t('summary.km_driven', { km: number(kmDriven) })}
        />
        <Figure
          label={t('summary.fuel')}
          value={`${initial.gasolina} % → ${final.gasolina} %`}
          note={fuelUsed >= 0 ? t('summary.fuel_used', { points: number(fuelUsed) }) : t('summary.fuel_gained', { points: number(-fuelUsed) })}
        />
        <Figure
          label={t('summary.worse')}
          value={number(worse)}
          note={worse ? t('summary.worse_count', { smart_count: worse }) : t('summary.none_worse')}
        />
      </Grid>
    </section>
  );
};
