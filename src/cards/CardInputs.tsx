import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { LOAN_TEXT } from '../../domain/loans';
import { ACTIVE_STATUS } from '../../domain/status';
import { DatePickerInput } from '../common/DatePickerInput';
import { activeStatusChoices } from '../common/statusChoices';
import { maxChars, notEmpty } from '../common/validators';

/**
 * Numero (required; unique, which only the server knows, so its field error shows here),
 * proveedor, status and the day the card expires (optional; the expiry centre lists it).
 */
export const CardInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextInput source="numero" validate={[notEmpty(), maxChars(LOAN_TEXT.card_numero)]} />
    </Grid>
    <Grid size={{ xs: 12, sm: 5 }}>
      <TextInput source="proveedor" validate={maxChars(LOAN_TEXT.proveedor)} />
    </Grid>
    <Grid size={{ xs: 12, sm: 3 }}>
      <SelectInput source="status" choices={activeStatusChoices} defaultValue={ACTIVE_STATUS.active} validate={notEmpty()} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <DatePickerInput source="vencimiento" />
    </Grid>
  </Grid>
);
