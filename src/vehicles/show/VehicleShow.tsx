import { Box, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { RecordContextProvider, Title, useTranslate, type RaRecord } from 'react-admin';
import { ChoiceChipField } from '../../common/ChoiceChipField';
import { RecordHistory } from '../../common/history';
import type { LoadedPhoto } from '../preload/loadVehicle';
import { useLoadedVehicle } from '../preload/useLoadedVehicle';
import { vehicleDocumentStatusChoices, vehicleStatusChoices } from '../vehicleChoices';
import { VehicleDetails } from './VehicleDetails';
import { VehicleDocuments } from './VehicleDocuments';
import { VehicleGallery } from './VehicleGallery';
import { VehicleMissing } from '../VehicleMissing';
import { VehicleOwner } from './VehicleOwner';
import { VehicleShowActions } from './VehicleShowActions';

/** The state fields the vehicle's transitions move (request decisions, release, documents and their expiry). */
const HISTORY_CHOICES = {
  status: vehicleStatusChoices,
  permiso_circulacion_status: vehicleDocumentStatusChoices,
  seguro_status: vehicleDocumentStatusChoices,
  verificacion_status: vehicleDocumentStatusChoices,
};

/** The page once the vehicle is known: plate and status, toolbar, photos, owner, details, documents, history. */
const VehicleRecord = ({ record, photos }: { record: RaRecord; photos: readonly LoadedPhoto[] }) => (
  <RecordContextProvider value={record}>
    <Title title={String(record.matricula)} />
    {/* Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px). */}
    <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere', '& .RaTopToolbar-root': { flexWrap: 'wrap' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Typography variant="h5" component="h1">
          {record.matricula}
        </Typography>
        <ChoiceChipField source="status" choices={vehicleStatusChoices} />
      </Stack>
      <VehicleShowActions />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <VehicleGallery photos={photos} />
            <VehicleOwner />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <VehicleDetails />
            <VehicleDocuments />
            <RecordHistory choices={HISTORY_CHOICES} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  </RecordContextProvider>
);

/**
 * /vehiculos/:vehiculo, the parameter being the plate (SPEC §2). The vehicle and its photos are
 * preloaded (useLoadedVehicle) while the top bar runs; a failed preload is swallowed and the
 * page opens anyway, saying what is missing. Record actions refresh the preload (its query key
 * starts with the resource).
 */
export const VehicleShow = () => {
  const { vehiculo: plate = '' } = useParams();
  const translate = useTranslate();
  const { data, isPending, refetch } = useLoadedVehicle(plate);
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (!data?.record) return <VehicleMissing plate={plate} failed={data?.failed ?? true} onRetry={() => void refetch()} />;
  return <VehicleRecord record={data.record} photos={data.photos} />;
};
