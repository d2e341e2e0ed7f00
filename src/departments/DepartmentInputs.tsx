import { Grid } from '@mui/material';
import { SelectInput, TextInput, required } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { activeStatusChoices } from '../common/statusChoices';
import { NameAndCodeInputs } from '../common/NameAndCodeInputs';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';

/** Inputs shared by create and edit (docs/API.md: name ≤120 and code ≤20 required, planta optional). */
export const DepartmentInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <NameAndCodeInputs />
    <Grid size={12}>
      <TextInput source="description" multiline minRows={2} />
    </Grid>
    <Grid size={{ xs: 12, sm: 8 }}>
      <PlantReferenceInput />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="status" choices={activeStatusChoices} defaultValue={ACTIVE_STATUS.active} validate={required()} />
    </Grid>
  </Grid>
);
