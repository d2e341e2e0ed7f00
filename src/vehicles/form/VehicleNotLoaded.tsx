import { Alert, Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { VEHICLE_LIST_PATH } from '../vehiclePaths';

/** The edit page of a plate no vehicle has, or whose preload failed: it says so and leads back to the list. */
export const VehicleNotLoaded = ({ plate, failed }: { plate: string; failed: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <Alert severity={failed ? 'error' : 'info'}>{translate(`resources.vehiculos.form.${failed ? 'load_failed' : 'not_found'}`, { plate })}</Alert>
      <Button component={Link} to={VEHICLE_LIST_PATH}>
        {translate('resources.vehiculos.form.back')}
      </Button>
    </Stack>
  );
};
