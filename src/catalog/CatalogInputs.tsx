import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { activeStatusChoices } from '../common/statusChoices';
import { notEmpty, textRules } from '../common/validators';

/** Name (required, unique on the server), description and status, shared by create and edit. */
export const CatalogInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={{ xs: 12, sm: 8 }}>
      <TextInput source="name" validate={textRules('name', { required: true })} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="status" choices={activeStatusChoices} defaultValue={ACTIVE_STATUS.active} validate={notEmpty()} />
    </Grid>
    <Grid size={12}>
      <TextInput source="description" multiline minRows={2} validate={textRules('description')} />
    </Grid>
  </Grid>
);
