import { Grid } from '@mui/material';
import { NumberInput, SelectInput, TextInput, required } from 'react-admin';
import { LATITUDE, LONGITUDE } from '../../domain/fields';
import { ACTIVE_STATUS } from '../../domain/status';
import { activeStatusChoices } from '../common/statusChoices';
import { NameAndCodeInputs } from '../common/NameAndCodeInputs';
import { numberBetween } from '../common/validators';

/** Inputs shared by create and edit (docs/API.md: name ≤120 and code ≤20 required). */
export const PlantInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <NameAndCodeInputs />
    <Grid size={12}>
      <TextInput source="address" />
    </Grid>
    <Grid size={{ xs: 12, sm: 5 }}>
      <TextInput source="city" />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextInput source="state" />
    </Grid>
    <Grid size={{ xs: 12, sm: 3 }}>
      <TextInput source="postal_code" />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <NumberInput source="latitude" validate={numberBetween(LATITUDE)} step="any" />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <NumberInput source="longitude" validate={numberBetween(LONGITUDE)} step="any" />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="status" choices={activeStatusChoices} defaultValue={ACTIVE_STATUS.active} validate={required()} />
    </Grid>
  </Grid>
);
