import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { VEHICLE_LIST_PATH } from './vehiclePaths';

export interface VehicleMissingProps {
  plate: string;
  /** The preload failed (network, server) rather than finding no vehicle. */
  failed: boolean;
  /** The route named the record's id (react-admin's own links), not its plate. */
  byId?: boolean;
  onRetry: () => void;
}

/** SPEC §2: a preload that found nothing, or failed, still opens the page, and says so. */
export const VehicleMissing = ({ plate, failed, byId = false, onRetry }: VehicleMissingProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('resources.vehiculos.show.missing.title')} />
      <Alert severity={failed ? 'error' : 'warning'}>
        <AlertTitle>{translate('resources.vehiculos.show.missing.title')}</AlertTitle>
        {translate(`resources.vehiculos.show.missing.${failed ? 'failed' : byId ? 'not_found_id' : 'not_found'}`, { plate })}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRetry}>
          {translate('resources.vehiculos.show.missing.retry')}
        </Button>
        <Button component={RouterLink} to={VEHICLE_LIST_PATH}>
          {translate('resources.vehiculos.show.missing.back')}
        </Button>
      </Stack>
    </Stack>
  );
};
