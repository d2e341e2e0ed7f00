import { Grid } from '@mui/material';
import { AutocompleteInput, NumberInput, RadioButtonGroupInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { PLATE_MAX_LENGTH, SERIAL_LENGTH, VEHICLE_MODULO, VEHICLE_TEXT, normalizeSerial } from '../../../domain/vehicles';
import { DatePickerInput } from '../../common/DatePickerInput';
import { maxChars, notEmpty } from '../../common/validators';
import { gasolineTypeChoices, moduloChoices, transmissionChoices } from '../vehicleChoices';
import { OwnerInput } from './OwnerInput';
import { notInFuture, plateRules, serialRules, yearRules } from './vehicleFormRules';

const upper = (value: string | null) => (value ? value.toUpperCase() : value);
const serial = (value: string | null) => (value ? normalizeSerial(value) : value);
/** Radio values come back from the DOM as text; the API takes the number. */
const toNumber = (value: string | number | null) => (value === null || value === '' ? null : Number(value));
const cell = { xs: 12, sm: 6 } as const;

/** The "Vehículo" section: DOMAIN §5 fields, one column on phones and two from `sm`. */
export const VehicleInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    <Grid size={cell}>
      {/* Shown upper-cased as typed; spaces are dropped when saved (normalizePlate). */}
      <TextInput
        source="matricula"
        parse={upper}
        validate={plateRules}
        helperText="resources.vehiculos.form.help.matricula"
        slotProps={{ htmlInput: { maxLength: PLATE_MAX_LENGTH + 4, autoCapitalize: 'characters' } }}
      />
    </Grid>
    <Grid size={cell}>
      <RadioButtonGroupInput source="modulo" choices={moduloChoices} parse={toNumber} defaultValue={VEHICLE_MODULO.fleet} validate={notEmpty()} />
    </Grid>
    <OwnerInput />
    <Grid size={cell}>
      <ReferenceInput source="planta" reference="plantas" sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList}>
        <AutocompleteInput label="resources.vehiculos.fields.planta" optionText="name" filterToQuery={(q) => ({ q })} validate={notEmpty()} />
      </ReferenceInput>
    </Grid>
    <Grid size={cell}>
      <TextInput source="brand" validate={[notEmpty(), maxChars(VEHICLE_TEXT.brand)]} />
    </Grid>
    <Grid size={cell}>
      <TextInput source="model" validate={[notEmpty(), maxChars(VEHICLE_TEXT.model)]} />
    </Grid>
    <Grid size={cell}>
      <NumberInput source="year" validate={yearRules()} step={1} />
    </Grid>
    <Grid size={cell}>
      <TextInput source="color" validate={maxChars(VEHICLE_TEXT.color)} />
    </Grid>
    <Grid size={cell}>
      <SelectInput source="gasoline_type" choices={gasolineTypeChoices} defaultValue={0} validate={notEmpty()} />
    </Grid>
    <Grid size={cell}>
      <SelectInput source="transmission" choices={transmissionChoices} defaultValue={0} validate={notEmpty()} />
    </Grid>
    <Grid size={cell}>
      <DatePickerInput source="registration_date" resource="vehiculos" validate={notInFuture} />
    </Grid>
    <Grid size={cell}>
      <TextInput
        source="numero_de_serie"
        parse={serial}
        validate={serialRules}
        helperText="resources.vehiculos.form.help.numero_de_serie"
        slotProps={{ htmlInput: { maxLength: SERIAL_LENGTH, autoCapitalize: 'characters' } }}
      />
    </Grid>
  </Grid>
);
