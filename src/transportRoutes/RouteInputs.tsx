import { Grid } from '@mui/material';
import { SelectInput, TextInput, required, type Validator } from 'react-admin';
import { DEPARTURE_TIME, ROUTE_TEXT } from '../../domain/routes';
import { activeStatusChoices } from '../common/statusChoices';
import { maxChars, notEmpty } from '../common/validators';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { WeekdaysInput } from '../settings/WeekdaysInput';
import { tripTypeChoices } from '../trips/tripChoices';
import { PathInput } from './PathInput';

const F = 'resources.rutas.fields';

// The same words as the settings' times and the server's (an "HH:mm" time, e.g. 06:30).
const departureTime: Validator = (value) => (!value || DEPARTURE_TIME.test(String(value)) ? undefined : 'resources.configuracion.validation.time');

/** A new route runs on workdays, towards the company, and is active. */
export const ROUTE_DEFAULTS = { tipo: 0, days: [1, 2, 3, 4, 5], status: 1, path: [] };

/** Inputs shared by create and edit (rutas/: name, origin, destination, plant, type, days, departure time, status and the path). */
export const RouteInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 1000 }}>
    <Grid size={12}>
      <TextInput source="name" validate={[notEmpty(), maxChars(ROUTE_TEXT.name)]} />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput source="origin" validate={maxChars(ROUTE_TEXT.origin)} />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput source="destination" validate={maxChars(ROUTE_TEXT.destination)} />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <PlantReferenceInput source="planta" label={`${F}.planta`} validate={notEmpty()} />
    </Grid>
    <Grid size={{ xs: 12, sm: 3 }}>
      <SelectInput source="tipo" choices={tripTypeChoices} validate={required()} />
    </Grid>
    <Grid size={{ xs: 12, sm: 3 }}>
      <TextInput source="departure_time" type="time" validate={[notEmpty(), departureTime]} slotProps={{ inputLabel: { shrink: true } }} />
    </Grid>
    <Grid size={{ xs: 12, sm: 8 }}>
      <WeekdaysInput source="days" label={`${F}.days`} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="status" choices={activeStatusChoices} validate={required()} />
    </Grid>
    <Grid size={12}>
      <PathInput />
    </Grid>
  </Grid>
);
