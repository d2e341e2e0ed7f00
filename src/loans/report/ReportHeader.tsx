import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { fullName } from '../../users/userName';
import { Detail } from '../../common/sections';
import type { ReportText } from './reportText';
import type { HandOverReportData } from './useHandOverReport';

const Cell = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Detail label={label}>{children || '—'}</Detail>
  </Grid>
);

const vehicleText = (vehicle: RaRecord | undefined) =>
  vehicle ? [vehicle.matricula, [vehicle.brand, vehicle.model].filter(Boolean).join(' '), vehicle.year].filter(Boolean).join(' · ') : '';

/** The document's head: Flotilla, the title, the loan's number, who, where, which vehicle, when and which cards. */
export const ReportHeader = ({ data, text }: { data: HandOverReportData; text: ReportText }) => {
  const { t, date } = text;
  const loan = data.loan!;
  const card = (record: RaRecord | undefined, id: unknown) => (id == null ? t('header.none') : String(record?.numero ?? ''));
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography variant="overline" component="div" sx={{ fontWeight: 700, letterSpacing: 2 }}>
        {t('brand')}
      </Typography>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="subtitle1" component="div" sx={{ mb: 2 }}>
        {t('loan', { id: loan.id })}
      </Typography>
      <Grid container spacing={1.5}>
        <Cell label={t('header.requester')}>{fullName(data.requester)}</Cell>
        <Cell label={t('header.plant')}>{data.plant?.name}</Cell>
        <Cell label={t('header.vehicle')}>{vehicleText(data.vehicle)}</Cell>
        <Cell label={t('header.destination')}>{loan.destino}</Cell>
        <Cell label={t('header.departure')}>{date(loan.fecha_salida)}</Cell>
        <Cell label={t('header.return')}>{date(loan.fecha_regreso)}</Cell>
        <Cell label={t('header.fuel_card')}>{card(data.fuelCard, loan.tarjeta_gasolina)}</Cell>
        <Cell label={t('header.tag_card')}>{card(data.tollTag, loan.tarjeta_tag)}</Cell>
      </Grid>
    </Box>
  );
};
