import { PolicyFileInput } from '../../common/files';
import { Box, Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { VEHICLE_PHOTOS, normalizePlate, type VehiclePhoto } from '../../../domain/vehicles';
import { vehiclePhotoFiles } from '../vehicleFiles';
import { photoRules } from './vehicleFormRules';

/** The picked photo's thumbnail, described as the record page describes it. */
const PhotoPreview = ({ field }: { field: VehiclePhoto }) => {
  const file = useRecordContext<{ id?: never; src?: string }>();
  const plate = useWatch({ name: 'matricula' });
  const translate = useTranslate();
  if (!file?.src) return null;
  return (
    <Box
      component="img"
      src={file.src}
      alt={translate(vehiclePhotoFiles[field].labels.alt, { name: normalizePlate(String(plate ?? '')) })}
      sx={{ display: 'block', width: 160, maxWidth: '100%', height: 120, objectFit: 'cover', borderRadius: 1 }}
    />
  );
};

export interface VehiclePhotoInputsProps {
  /** Photos the server keeps when none is sent (stored, but not loaded into the form). */
  kept?: readonly VehiclePhoto[];
}

/**
 * The "Fotos" section: the three photos SPEC §5 requires and the optional plate photo, each
 * with a thumbnail before saving; type and size checked with the declared policy.
 */
export const VehiclePhotoInputs = ({ kept = [] }: VehiclePhotoInputsProps) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {VEHICLE_PHOTOS.map((field) => (
      <Grid key={field} size={{ xs: 12, sm: 6 }}>
        <PolicyFileInput
          source={field}
          label={`resources.vehiculos.fields.${field}`}
          policy={vehiclePhotoFiles[field].policy}
          image
          validate={photoRules(field, { mustHave: !kept.includes(field) })}
          help={kept.includes(field) ? 'resources.vehiculos.form.help.keep_file' : undefined}
          preview={<PhotoPreview field={field} />}
        />
      </Grid>
    ))}
  </Grid>
);
