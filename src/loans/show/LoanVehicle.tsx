import { Alert, CircularProgress, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { vehiclePath } from '../../vehicles/vehiclePaths';
import { Detail } from '../../common/sections';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';
import { SectionCard } from '../../common/sections';

const FIELDS = ['brand', 'model', 'year', 'color'] as const;

/** The lent vehicle (GET vehiculos/{id}/): plate linking to its page, brand, model, year and colour. */
export const LoanVehicle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.vehiculo ?? undefined;
  const { data: vehicle, isPending, error } = useGetOne('vehiculos', { id }, { enabled: id !== undefined, retry: retryUnlessRefused });

  const body = () => {
    if (id === undefined) {
      return (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.prestamos.show.vehicle.none')}
        </Typography>
      );
    }
    if (error) return <Alert severity="error">{translate('resources.prestamos.show.vehicle.error', { error: errorMessage(error) })}</Alert>;
    if (isPending || !vehicle) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
    const plate = String(vehicle.matricula);
    return (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Detail label={translate('resources.prestamos.show.vehicle.plate')}>
            <Link component={RouterLink} to={vehiclePath(plate)} aria-label={translate('resources.prestamos.show.vehicle.view', { plate })}>
              {plate}
            </Link>
          </Detail>
        </Grid>
        {FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 6, sm: 6 }}>
            <Detail label={translate(`resources.vehiculos.fields.${field}`)}>{vehicle[field] === null || vehicle[field] === '' ? '—' : String(vehicle[field] ?? '—')}</Detail>
          </Grid>
        ))}
      </Grid>
    );
  };

  return <SectionCard title="resources.prestamos.show.sections.vehicle">{body()}</SectionCard>;
};
