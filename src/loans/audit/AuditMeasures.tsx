import { Grid, Slider, Stack, TextField, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { FUEL_PERCENT } from '../../../domain/loans';
import { formatNumber } from '../../../domain/numbers';
import { errorText } from '../../common/form/fieldTargets';


/** Mileage (whole number ≥ 0; the final audit shows the initial's as its floor). */
const MileageInput = ({ initialKm }: { initialKm: number | null }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { field, fieldState } = useController({ name: 'kilometraje' });
  const error = errorText(fieldState.error);
  const hint = initialKm !== null ? translate('resources.prestamos.audit.hints.km_initial', { km: formatNumber(initialKm, locale) }) : undefined;
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      value={field.value ?? ''}
      label={translate('resources.prestamos.audit.fields.kilometraje')}
      required
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
};

/** Fuel 0–100 %: a slider and a number field bound to the same value. */
const FuelInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'gasolina' });
  const error = errorText(fieldState.error);
  const label = translate('resources.prestamos.audit.fields.gasolina');
  const number = Number(field.value);
  const sliderValue = field.value === '' || field.value === null || Number.isNaN(number) ? 0 : Math.min(Math.max(number, FUEL_PERCENT.min), FUEL_PERCENT.max);
  return (
    <Stack spacing={0.5}>
      <TextField
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        label={label}
        required
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error ?? translate('resources.prestamos.audit.hints.fuel')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Slider
        value={sliderValue}
        min={FUEL_PERCENT.min}
        max={FUEL_PERCENT.max}
        step={5}
        marks={[0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}` }))}
        onChange={(_event, value) => field.onChange(String(value))}
        getAriaValueText={(value) => `${value} %`}
        slotProps={{ input: { 'aria-label': label } }}
        // The end marks' labels overhang the track: keep them inside the page at 390 px.
        sx={{ mx: 1.5, width: 'calc(100% - 24px)' }}
      />
    </Stack>
  );
};

/** The vehicle's readings at the audit. */
export const AuditMeasures = ({ initialKm }: { initialKm: number | null }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('resources.prestamos.audit.sections.vehicle')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MileageInput initialKm={initialKm} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FuelInput />
        </Grid>
      </Grid>
    </Stack>
  );
};
