import { CircularProgress } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { vehicleEditPath, vehiclePath } from '../vehiclePaths';
import { VehicleMissing } from '../VehicleMissing';

/**
 * react-admin's own links (/vehiculos/:id/show and /:id/edit: a notification, a reference)
 * name the id; SPEC §2 routes name the plate. GET vehiculos/{id}/ resolves it and the page is
 * replaced by the plate route, so Back does not bounce through here.
 */
export const VehicleIdRedirect = ({ to }: { to: 'show' | 'edit' }) => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne('vehiculos', { id }, { retry: false });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data?.matricula) {
    const missing = (error as { status?: number } | null)?.status === 404 || (!error && !data?.matricula);
    return <VehicleMissing plate={id} failed={!missing} byId onRetry={() => void refetch()} />;
  }
  const plate = String(data.matricula);
  return <Navigate to={to === 'edit' ? vehicleEditPath(plate) : vehiclePath(plate)} replace />;
};
